/// A point on the WGS84 ellipsoid in decimal degrees.
///
/// A `Coordinate` is always valid: latitude in −90…90, longitude in −180…180, both finite.
/// Construct one with ``init(latitude:longitude:)`` which checks those bounds.
public struct Coordinate: Hashable, Sendable {
    public let latitude: Double
    public let longitude: Double

    /// Creates a coordinate, or returns `nil` when either value is out of range or not finite.
    public init?(latitude: Double, longitude: Double) {
        guard Coordinate.isValidLatitude(latitude), Coordinate.isValidLongitude(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    public static func isValidLatitude(_ value: Double) -> Bool {
        value.isFinite && (-90...90).contains(value)
    }

    public static func isValidLongitude(_ value: Double) -> Bool {
        value.isFinite && (-180...180).contains(value)
    }
}
