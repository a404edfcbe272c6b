public enum Geodesic {
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double { GreatCircle.distance(a, b) }
}
