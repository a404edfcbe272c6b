public import Foundation
public import TripGeo

/// A place to visit on a trip, at a 1-based position in the visiting order.
public struct Stop: Codable, Hashable, Identifiable, Sendable {
    public var id: UUID
    /// 1-based visit order; positions within a trip are always 1…n without gaps.
    public var position: Int
    public var name: String
    public var address: String
    public var latitude: Double
    public var longitude: Double
    /// The day of the trip (1…n) the stop belongs to, when the trip is planned by days.
    public var day: Int?
    /// A locked stop keeps its position when the route is optimized.
    public var locked: Bool
    public var notes: String
    /// The catalog spot this stop was made from, if any.
    public var spotId: String?
    public var updatedAt: Timestamp
    /// A fixed arrival (a booked show at 14:00); the schedule warns when it cannot be met.
    public var arrival: TimeOfDay?
    /// How long the visit lasts; nil means ``StopRules/defaultStayMinutes``.
    public var stayMinutes: Int?
    /// When the place is open; nil means unknown, taken as always open.
    public var openingHours: OpeningHours?
    /// How the leg that leaves this stop is travelled; nil means the trip's mode.
    public var travelMode: TravelMode?

    public init(
        id: UUID, position: Int, name: String, address: String = "", coordinate: Coordinate, day: Int? = nil,
        locked: Bool = false, notes: String = "", spotId: String? = nil, updatedAt: Timestamp
    ) {
        self.id = id
        self.position = position
        self.name = name
        self.address = address
        self.latitude = coordinate.latitude
        self.longitude = coordinate.longitude
        self.day = day
        self.locked = locked
        self.notes = notes
        self.spotId = spotId
        self.updatedAt = updatedAt
    }

    /// The stop's coordinate; nil only for a value that bypassed validation.
    public var coordinate: Coordinate? {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    enum CodingKeys: String, CodingKey {
        case id, position, name, address, latitude, longitude, day, locked, notes, spotId, updatedAt
        case arrival, stayMinutes, openingHours, travelMode
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        position = try container.decode(Int.self, forKey: .position)
        name = try container.decode(String.self, forKey: .name)
        address = try container.decodeIfPresent(String.self, forKey: .address) ?? ""
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        day = try container.decodeIfPresent(Int.self, forKey: .day)
        locked = try container.decodeIfPresent(Bool.self, forKey: .locked) ?? false
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
        spotId = try container.decodeIfPresent(String.self, forKey: .spotId)
        updatedAt = try container.decode(Timestamp.self, forKey: .updatedAt)
        arrival = try container.decodeIfPresent(TimeOfDay.self, forKey: .arrival)
        stayMinutes = try container.decodeIfPresent(Int.self, forKey: .stayMinutes)
        openingHours = try container.decodeIfPresent(OpeningHours.self, forKey: .openingHours)
        travelMode = try container.decodeIfPresent(TravelMode.self, forKey: .travelMode)
        if let problem = StopRules.problem(name: name, latitude: latitude, longitude: longitude, day: day) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
        if let stayMinutes, let problem = StopRules.stayProblem(stayMinutes) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath + [CodingKeys.stayMinutes], debugDescription: problem))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(position, forKey: .position)
        try container.encode(name, forKey: .name)
        try container.encode(address, forKey: .address)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(day, forKey: .day)
        try container.encode(locked, forKey: .locked)
        try container.encode(notes, forKey: .notes)
        try container.encode(spotId, forKey: .spotId)
        try container.encode(updatedAt, forKey: .updatedAt)
        // Schedule fields are left out when unset, so documents without times read as they always did.
        try container.encodeIfPresent(arrival, forKey: .arrival)
        try container.encodeIfPresent(stayMinutes, forKey: .stayMinutes)
        try container.encodeIfPresent(openingHours, forKey: .openingHours)
        try container.encodeIfPresent(travelMode, forKey: .travelMode)
    }
}

/// The rules every stop obeys, shared by decoding and by the commands that edit stops.
public enum StopRules {
    /// The largest day number a stop may carry.
    public static let maximumDay = 366
    /// The stay of a stop that does not give one.
    public static let defaultStayMinutes = 60
    /// The longest stay a stop may have: one day.
    public static let maximumStayMinutes = 24 * 60

    /// What is wrong with a stay, or nil when it is 0…``maximumStayMinutes``.
    public static func stayProblem(_ minutes: Int) -> String? {
        (0...maximumStayMinutes).contains(minutes)
            ? nil : localized("stop.stay-range", ["minutes": minutes, "limit": maximumStayMinutes])
    }

    /// A one-sentence description of what is wrong with these values, or nil when they are valid.
    public static func problem(name: String, latitude: Double, longitude: Double, day: Int?) -> String? {
        if name.isBlank { return localized("stop.needs-name") }
        if !Coordinate.isValidLatitude(latitude) {
            return localized("stop.latitude-range", ["latitude": latitude])
        }
        if !Coordinate.isValidLongitude(longitude) {
            return localized("stop.longitude-range", ["longitude": longitude])
        }
        if let day, !(1...maximumDay).contains(day) {
            return localized("stop.day-range", ["day": day, "limit": maximumDay])
        }
        return nil
    }
}
