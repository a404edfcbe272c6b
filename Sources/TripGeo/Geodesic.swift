#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shortest paths (geodesics) on the WGS84 ellipsoid.
///
/// Distances agree with GeographicLib (Karney 2013) to well under a millimetre for every pair of
/// points that are not nearly antipodal. The work is Vincenty's inverse iteration (1975); where it
/// does not converge — points within about half a degree of antipodal — the answer comes from a
/// bisection on the starting azimuth with the geodesic integrals evaluated by Gauss–Legendre
/// quadrature, which converges for every pair. Every valid pair therefore gets a finite answer:
/// coincident points give distance 0 and bearings 0; exactly antipodal points give the shorter route
/// over a pole (half a meridian, 20 003 931.46 m, when both lie on the equator).
public enum Geodesic {
    /// WGS84 semi-major axis in metres.
    public static let equatorialRadius = 6_378_137.0
    /// WGS84 flattening.
    public static let flattening = 1 / 298.257223563
    /// WGS84 semi-minor axis in metres.
    public static let polarRadius = equatorialRadius * (1 - flattening)

    /// The result of an inverse geodesic problem.
    public struct Inverse: Hashable, Sendable {
        /// Length of the geodesic in metres.
        public var distance: Double
        /// Direction of travel at the start, in degrees clockwise from true north, in `0..<360`.
        public var initialBearing: Double
        /// Direction of travel on arrival, in degrees clockwise from true north, in `0..<360`.
        public var finalBearing: Double
    }

    /// Length in metres of the shortest path on the WGS84 ellipsoid between two coordinates.
    public static func distance(_ from: Coordinate, _ to: Coordinate) -> Double {
        distance(from, ReducedPoint(latitude: from.latitude), to, ReducedPoint(latitude: to.latitude))
    }

    /// ``distance(_:_:)`` with each point's reduced latitude already known, and without the azimuths
    /// ``inverse(_:_:)`` also works out: a route over thousands of places measures each place many
    /// times, and those were a quarter of a geodesic's cost. The same number, to the last bit.
    static func distance(_ from: Coordinate, _ reducedFrom: ReducedPoint, _ to: Coordinate, _ reducedTo: ReducedPoint)
        -> Double
    {
        // The same direction as `inverse` solves in, so both give the same bits.
        if (to.latitude, to.longitude) < (from.latitude, from.longitude) {
            return distance(to, reducedTo, from, reducedFrom)
        }
        let lambda = Angle.normalizedDifference(to.longitude, from.longitude)
        if let converged = vincenty(reducedFrom, reducedTo, longitudeDifference: lambda) { return converged.distance }
        return AntipodalSolver.solve(latitude1: from.latitude, latitude2: to.latitude, lambda: lambda).0
    }

    /// Initial bearing in degrees (clockwise from north, `0..<360`) of the shortest path from `from` to `to`.
    public static func initialBearing(_ from: Coordinate, _ to: Coordinate) -> Double {
        inverse(from, to).initialBearing
    }

    /// Solves the inverse problem: distance and bearings of the shortest path between two coordinates.
    ///
    /// At a pole the bearing is measured as if arriving along the coordinate's own meridian.
    /// - Returns: Distance in metres and the bearings at both ends; all finite.
    public static func inverse(_ from: Coordinate, _ to: Coordinate) -> Inverse {
        // Always solve in one direction so that distance(a, b) == distance(b, a) to the last bit:
        // matrices built from either order then agree, and so do the routes solved over them.
        if (to.latitude, to.longitude) < (from.latitude, from.longitude) {
            let reverse = solve(to, from)
            return Inverse(
                distance: reverse.distance,
                initialBearing: Angle.bearing(reverse.alpha2 + .pi),
                finalBearing: Angle.bearing(reverse.alpha1 + .pi))
        }
        let forward = solve(from, to)
        return Inverse(
            distance: forward.distance,
            initialBearing: Angle.bearing(forward.alpha1),
            finalBearing: Angle.bearing(forward.alpha2))
    }

    /// Distance and azimuths in radians from `from` to `to`.
    private static func solve(_ from: Coordinate, _ to: Coordinate) -> (
        distance: Double, alpha1: Double, alpha2: Double
    ) {
        let p1 = ReducedPoint(latitude: from.latitude)
        let p2 = ReducedPoint(latitude: to.latitude)
        let lambda = Angle.normalizedDifference(to.longitude, from.longitude)
        guard let converged = vincenty(p1, p2, longitudeDifference: lambda) else {
            return AntipodalSolver.solve(latitude1: from.latitude, latitude2: to.latitude, lambda: lambda)
        }
        // Coincident points have no direction between them: both azimuths are 0.
        guard let lambda = converged.lambda else { return (0, 0, 0) }
        let alpha1 = atan2(
            p2.cosBeta * sin(lambda), p1.cosBeta * p2.sinBeta - p1.sinBeta * p2.cosBeta * cos(lambda))
        let alpha2 = atan2(
            p1.cosBeta * sin(lambda), -p1.sinBeta * p2.cosBeta + p1.cosBeta * p2.sinBeta * cos(lambda))
        return (converged.distance, alpha1, alpha2)
    }

    /// Vincenty's inverse method: the distance and the converged longitude difference on the auxiliary
    /// sphere (nil for coincident points); `nil` when the longitude iteration does not converge.
    private static func vincenty(_ p1: ReducedPoint, _ p2: ReducedPoint, longitudeDifference: Angle)
        -> (distance: Double, lambda: Double?)?
    {
        let f = flattening
        let bigL = longitudeDifference.radians
        var lambda = bigL
        for _ in 0..<100 {
            let sinLambda = sin(lambda)
            let cosLambda = cos(lambda)
            let x = p2.cosBeta * sinLambda
            let y = p1.cosBeta * p2.sinBeta - p1.sinBeta * p2.cosBeta * cosLambda
            let sinSigma = (x * x + y * y).squareRoot()
            if sinSigma == 0 && p1.sinBeta * p2.sinBeta + p1.cosBeta * p2.cosBeta * cosLambda > 0 { return (0, nil) }
            let cosSigma = p1.sinBeta * p2.sinBeta + p1.cosBeta * p2.cosBeta * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            guard sinSigma > 0 else { return nil }
            let sinAlpha = p1.cosBeta * p2.cosBeta * sinLambda / sinSigma
            let cos2Alpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cos2Alpha != 0 ? cosSigma - 2 * p1.sinBeta * p2.sinBeta / cos2Alpha : 0
            let c = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda =
                bigL + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            guard abs(lambda) <= .pi else { return nil }
            if abs(lambda - previous) < 1e-13 {
                let s = seriesDistance(
                    sigma: sigma, sinSigma: sinSigma, cosSigma: cosSigma, cos2Alpha: cos2Alpha,
                    cos2SigmaM: cos2SigmaM)
                return (s, lambda)
            }
        }
        return nil
    }

    /// Vincenty's series for the distance once σ and α are known.
    private static func seriesDistance(
        sigma: Double, sinSigma: Double, cosSigma: Double, cos2Alpha: Double, cos2SigmaM: Double
    ) -> Double {
        let a = equatorialRadius
        let b = polarRadius
        let u2 = cos2Alpha * (a * a - b * b) / (b * b)
        let bigA = 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
        let bigB = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
        let c2 = cos2SigmaM * cos2SigmaM
        let deltaSigma =
            bigB * sinSigma
            * (cos2SigmaM + bigB / 4
                * (cosSigma * (-1 + 2 * c2) - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * c2)))
        return b * bigA * (sigma - deltaSigma)
    }
}

/// A latitude on the auxiliary sphere: sine and cosine of the reduced latitude β, tan β = (1 − f) tan φ.
struct ReducedPoint {
    let sinBeta: Double
    let cosBeta: Double

    init(latitude: Double) {
        let (s, c) = Angle.sinCos(degrees: latitude)
        let y = (1 - Geodesic.flattening) * s
        let h = (y * y + c * c).squareRoot()
        sinBeta = y / h
        cosBeta = c / h
    }
}
