import TripGeo
public import TripModel

/// The distances commands show between stops.
public enum Distances {
    /// Metres between two stops along the WGS84 geodesic, the same figure `trip route` optimizes,
    /// so the legs `show` and `stop list` print add up to the totals `route` reports.
    public static func meters(_ from: Stop, _ to: Stop) -> Double {
        guard let a = from.coordinate, let b = to.coordinate else { return 0 }
        return Geodesic.distance(a, b)
    }

    /// The length of each leg between consecutive stops: `legs[i]` runs from stop i+1 to stop i+2.
    public static func legs(_ stops: [Stop]) -> [Double] {
        zip(stops, stops.dropFirst()).map { meters($0, $1) }
    }
}
