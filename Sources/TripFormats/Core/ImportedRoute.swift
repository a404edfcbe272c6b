/// A place read from an interchange file, before it becomes a stop.
public struct ImportedPoint: Hashable, Sendable {
    /// The point's name; readers fill in "Waypoint N" when the file has none.
    public var name: String
    public var address: String
    public var latitude: Double
    public var longitude: Double
    /// The trip day, when the file records one.
    public var day: Int?

    public init(name: String, address: String = "", latitude: Double, longitude: Double, day: Int? = nil) {
        self.name = name
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.day = day
    }
}

/// What every reader produces: an optional route name and its points in file order.
///
/// Neutral on purpose: readers know nothing about ids, timestamps or storage; ``ImportedRoute/makeTrip``
/// turns a route into a ``TripModel/Trip`` with injected ids and time.
public struct ImportedRoute: Hashable, Sendable {
    /// The name the file gives the route or document, if any.
    public var name: String?
    public var points: [ImportedPoint]
    /// Set when the points came from a GPS track rather than from points the file lists.
    public var track: TrackImport?

    public init(name: String?, points: [ImportedPoint], track: TrackImport? = nil) {
        self.name = name
        self.points = points
        self.track = track
    }
}
