public import Foundation

/// The clock of one day of a trip: when it starts, when it should end, and where the night is spent.
///
/// Days without a record start at ``TimeOfDay/defaultDayStart`` and have no lodging.
public struct TripDay: Codable, Hashable, Sendable {
    /// The day number, 1…``StopRules/maximumDay``.
    public var day: Int
    /// When the day leaves the lodging; nil means 09:00.
    public var start: TimeOfDay?
    /// The latest the day should end back at the lodging, if any.
    public var end: TimeOfDay?
    /// Where the day starts and ends.
    public var lodging: Lodging?

    public init(day: Int, start: TimeOfDay? = nil, end: TimeOfDay? = nil, lodging: Lodging? = nil) {
        self.day = day
        self.start = start
        self.end = end
        self.lodging = lodging
    }

    /// The start, or the default.
    public var effectiveStart: TimeOfDay { start ?? TimeOfDay.defaultDayStart }

    /// True when the record says nothing a default would not.
    public var isEmpty: Bool { start == nil && end == nil && lodging == nil }

    enum CodingKeys: String, CodingKey { case day, start, end, lodging }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(day, forKey: .day)
        try container.encodeIfPresent(start, forKey: .start)
        try container.encodeIfPresent(end, forKey: .end)
        try container.encodeIfPresent(lodging, forKey: .lodging)
    }
}

/// Where a night is spent: a place with a name, copied from a stop, a catalog spot or a coordinate.
///
/// The coordinate is kept even for a stop or spot so the schedule never depends on a lookup that
/// might fail later; the ids say where it came from.
public struct Lodging: Codable, Hashable, Sendable {
    public var name: String
    public var latitude: Double
    public var longitude: Double
    /// The stop of this trip it was taken from, if any.
    public var stopId: UUID?
    /// The catalog spot it was taken from, if any.
    public var spotId: String?

    public init(name: String, latitude: Double, longitude: Double, stopId: UUID? = nil, spotId: String? = nil) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.stopId = stopId
        self.spotId = spotId
    }

    enum CodingKeys: String, CodingKey { case name, latitude, longitude, stopId, spotId }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encodeIfPresent(stopId?.lowercasedString, forKey: .stopId)
        try container.encodeIfPresent(spotId, forKey: .spotId)
    }
}
