#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Inverse geodesic problem for any pair, used where Vincenty's iteration fails (nearly antipodal points).
///
/// After the usual symmetry reductions (|φ₁| ≥ |φ₂|, φ₁ ≤ 0, 0 ≤ λ₁₂ ≤ π) the longitude reached at
/// latitude φ₂ grows monotonically with the starting azimuth α₁ ∈ [0, π] (Karney 2013, §4), so
/// bisection always brackets the answer. For each trial α₁ the longitude and distance integrals of the
/// auxiliary-sphere formulation (Karney 2013, eqs. 7–8) are evaluated by Gauss–Legendre quadrature.
enum AntipodalSolver {
    static func solve(latitude1: Double, latitude2: Double, lambda: Angle) -> (Double, Double, Double) {
        var lat1 = latitude1
        var lat2 = latitude2
        var lam = lambda.radians
        let swapped = abs(lat1) < abs(lat2)
        if swapped {
            swap(&lat1, &lat2)
            lam = -lam
        }
        let flipLatitude = lat1 > 0
        if flipLatitude {
            lat1 = -lat1
            lat2 = -lat2
        }
        let flipLongitude = lam < 0
        if flipLongitude { lam = -lam }
        var (s, a1, a2) = canonical(ReducedPoint(latitude: lat1), ReducedPoint(latitude: lat2), target: lam)
        if flipLongitude { (a1, a2) = (-a1, -a2) }
        if flipLatitude { (a1, a2) = (.pi - a1, .pi - a2) }
        if swapped { (a1, a2) = (a2 + .pi, a1 + .pi) }
        return (s, a1, a2)
    }

    /// β₁ ≤ 0, |β₂| ≤ |β₁|, 0 ≤ target ≤ π.
    private static func canonical(_ p1: ReducedPoint, _ p2: ReducedPoint, target: Double) -> (Double, Double, Double) {
        var lo = 0.0
        var hi = Double.pi
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if Trial(alpha1: mid, p1, p2).longitude < target { lo = mid } else { hi = mid }
        }
        let trial = Trial(alpha1: (lo + hi) / 2, p1, p2)
        return (trial.distance, trial.alpha1, trial.alpha2)
    }
}

/// The geodesic leaving β₁ with azimuth α₁, followed to its first crossing of β₂ heading north.
private struct Trial {
    let alpha1: Double
    let alpha2: Double
    let sigma1: Double
    let sigma12: Double
    let sinAlpha0: Double
    let k2: Double
    let omega12: Double

    init(alpha1: Double, _ p1: ReducedPoint, _ p2: ReducedPoint) {
        self.alpha1 = alpha1
        let sa1 = sin(alpha1)
        let ca1 = cos(alpha1)
        let salp0 = sa1 * p1.cosBeta
        let calp0 = (ca1 * ca1 + (sa1 * p1.sinBeta) * (sa1 * p1.sinBeta)).squareRoot()
        let csig1 = ca1 * p1.cosBeta
        // cos α₂ cos β₂ from Clairaut's relation, written to avoid cancellation.
        let calp2cb2 = max(0, csig1 * csig1 + (p2.cosBeta - p1.cosBeta) * (p2.cosBeta + p1.cosBeta)).squareRoot()
        let (ssig1, cs1) = Trial.unit(p1.sinBeta, csig1)
        let (ssig2, cs2) = Trial.unit(p2.sinBeta, calp2cb2)
        let (somg1, comg1) = Trial.unit(salp0 * p1.sinBeta, csig1)
        let (somg2, comg2) = Trial.unit(salp0 * p2.sinBeta, calp2cb2)
        sigma1 = atan2(ssig1, cs1)
        sigma12 = atan2(Trial.nonNegative(cs1 * ssig2 - ssig1 * cs2), cs1 * cs2 + ssig1 * ssig2)
        omega12 = atan2(Trial.nonNegative(comg1 * somg2 - somg1 * comg2), comg1 * comg2 + somg1 * somg2)
        alpha2 = atan2(salp0, calp2cb2)
        sinAlpha0 = salp0
        let a = Geodesic.equatorialRadius
        let b = Geodesic.polarRadius
        k2 = (a * a - b * b) / (b * b) * calp0 * calp0
    }

    /// `max(0, x)` that also turns −0 into +0: atan2(−0, −1) is −π, which would flip the arc.
    private static func nonNegative(_ x: Double) -> Double {
        x > 0 ? x : 0
    }

    private static func unit(_ y: Double, _ x: Double) -> (Double, Double) {
        let h = (x * x + y * y).squareRoot()
        return h > 0 ? (y / h, x / h) : (0, 1)
    }

    /// Longitude difference reached at β₂ (Karney eq. 8).
    var longitude: Double {
        let f = Geodesic.flattening
        let k2 = self.k2
        let integral = GaussLegendre.integrate(from: sigma1, to: sigma1 + sigma12) { sigma in
            let s = sin(sigma)
            return (2 - f) / (1 + (1 - f) * (1 + k2 * s * s).squareRoot())
        }
        return omega12 - f * sinAlpha0 * integral
    }

    /// Arc length to β₂ in metres (Karney eq. 7).
    var distance: Double {
        let k2 = self.k2
        return Geodesic.polarRadius
            * GaussLegendre.integrate(from: sigma1, to: sigma1 + sigma12) { sigma in
                let s = sin(sigma)
                return (1 + k2 * s * s).squareRoot()
            }
    }
}

/// Gauss–Legendre quadrature with 48 nodes: exact to rounding for the smooth, nearly constant
/// integrands of the geodesic problem over at most half a great circle.
enum GaussLegendre {
    static let rule: [(node: Double, weight: Double)] = makeRule(count: 48)

    static func integrate(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
        let half = (b - a) / 2
        let mid = (a + b) / 2
        var total = 0.0
        for (x, w) in rule { total += w * f(mid + half * x) }
        return total * half
    }

    /// Nodes are the roots of the Legendre polynomial Pₙ, found by Newton's method from the usual
    /// cosine estimates; weights are 2 / ((1 − x²) Pₙ′(x)²).
    private static func makeRule(count n: Int) -> [(node: Double, weight: Double)] {
        var rule: [(node: Double, weight: Double)] = []
        for i in 1...n {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                var p0 = 1.0
                var p1 = x
                for k in 2...n {
                    let p2 = ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k)
                    p0 = p1
                    p1 = p2
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if abs(step) < 1e-16 { break }
            }
            rule.append((x, 2 / ((1 - x * x) * derivative * derivative)))
        }
        return rule
    }
}
