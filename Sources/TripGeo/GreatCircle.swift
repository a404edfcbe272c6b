#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Great-circle distances on a sphere of the mean Earth radius (haversine).
///
/// Cheap and robust for every pair of points; used where an ellipsoidal answer is not needed
/// (pre-filters, bounding boxes). Its error against the WGS84 geodesic is up to about 0.5 %.
public enum GreatCircle {
    /// Mean Earth radius in metres (IUGG R1).
    public static let meanEarthRadius = 6_371_008.8

    /// Distance in metres between two coordinates along a great circle.
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180
        let phi2 = b.latitude * .pi / 180
        let deltaPhi = phi2 - phi1
        let deltaLambda = (b.longitude - a.longitude) * .pi / 180
        let sinHalfPhi = sin(deltaPhi / 2)
        let sinHalfLambda = sin(deltaLambda / 2)
        let h = sinHalfPhi * sinHalfPhi + cos(phi1) * cos(phi2) * sinHalfLambda * sinHalfLambda
        return 2 * meanEarthRadius * asin(min(1, sqrt(h)))
    }
}
