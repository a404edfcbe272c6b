public import Foundation

/// A trip: its name and dates, its stops in visiting order, who comes along and what it costs.
///
/// This is the trip document of DESIGN.md: `trip show --json`, `trip export`, `trip import` and each
/// trip inside a backup all use this shape. Decoding checks every invariant (see ``TripRules``).
public struct Trip: Codable, Hashable, Identifiable, Sendable {
    public var id: UUID
    public var name: String
    public var status: TripStatus
    public var startDate: LocalDate?
    public var endDate: LocalDate?
    public var notes: String
    public var createdAt: Timestamp
    public var updatedAt: Timestamp
    public var finishedAt: Timestamp?
    /// Stops in visiting order; `stops[i].position == i + 1` always holds.
    public var stops: [Stop]
    public var companions: [Companion]
    public var expenses: [Expense]
    /// The IANA time zone the trip's clock times are in; nil means the system's.
    public var timeZone: String?
    /// The travel mode of legs whose stop names none; nil means ``TravelMode/fallback``.
    public var travelMode: TravelMode?
    /// Per-trip replacements for a mode's built-in speed, detour and wait.
    public var travelModes: [TravelMode: TravelModeSettings] = [:]
    /// Start, end and lodging of the days that have them, in day order, one record per day.
    public var days: [TripDay] = []

    public init(
        id: UUID, name: String, status: TripStatus = .planning, startDate: LocalDate? = nil,
        endDate: LocalDate? = nil, notes: String = "", createdAt: Timestamp, updatedAt: Timestamp,
        finishedAt: Timestamp? = nil, stops: [Stop] = [], companions: [Companion] = [], expenses: [Expense] = []
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.startDate = startDate
        self.endDate = endDate
        self.notes = notes
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.finishedAt = finishedAt
        self.stops = stops
        self.companions = companions
        self.expenses = expenses
    }

    enum CodingKeys: String, CodingKey {
        case id, name, status, startDate, endDate, notes, createdAt, updatedAt, finishedAt, stops, companions
        case expenses, timeZone, travelMode, travelModes
        // Not "days": `trip show --json` and `trip plan days --json` already use that key for day subtotals.
        case days = "dayPlans"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        status = try container.decode(TripStatus.self, forKey: .status)
        startDate = try container.decodeIfPresent(LocalDate.self, forKey: .startDate)
        endDate = try container.decodeIfPresent(LocalDate.self, forKey: .endDate)
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
        createdAt = try container.decode(Timestamp.self, forKey: .createdAt)
        updatedAt = try container.decode(Timestamp.self, forKey: .updatedAt)
        finishedAt = try container.decodeIfPresent(Timestamp.self, forKey: .finishedAt)
        stops = try container.decodeIfPresent([Stop].self, forKey: .stops) ?? []
        companions = try container.decodeIfPresent([Companion].self, forKey: .companions) ?? []
        expenses = try container.decodeIfPresent([Expense].self, forKey: .expenses) ?? []
        timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
        travelMode = try container.decodeIfPresent(TravelMode.self, forKey: .travelMode)
        travelModes =
            try container.decodeIfPresent([TravelMode: TravelModeSettings].self, forKey: .travelModes) ?? [:]
        days = try container.decodeIfPresent([TripDay].self, forKey: .days) ?? []
        // Every reader of trips from outside (import, backup verify and restore, sync) comes through
        // here, so a file an earlier version wrote reads the same everywhere (see CompanionsBroughtBack).
        let broughtBack = bringBackStrangers()
        if let violation = TripRules.violation(in: self) {
            var path = decoder.codingPath
            path.append(CodingKeys(stringValue: violation.field) ?? NameKey(stringValue: violation.field))
            if let index = violation.index { path.append(IndexKey(intValue: index)) }
            if let key = violation.key { path.append(NameKey(stringValue: key)) }
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: violation.message))
        }
        if !broughtBack.isEmpty, let key = CompanionsBroughtBack.key,
            let log = decoder.userInfo[key] as? CompanionsBroughtBack
        {
            log.record(.init(tripID: id, tripName: name, names: broughtBack))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(startDate, forKey: .startDate)
        try container.encode(endDate, forKey: .endDate)
        try container.encode(notes, forKey: .notes)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(finishedAt, forKey: .finishedAt)
        try container.encode(stops, forKey: .stops)
        try container.encode(companions, forKey: .companions)
        try container.encode(expenses, forKey: .expenses)
        // Schedule fields are left out when unset, so documents without times read as they always did.
        try container.encodeIfPresent(timeZone, forKey: .timeZone)
        try container.encodeIfPresent(travelMode, forKey: .travelMode)
        if !travelModes.isEmpty { try container.encode(travelModes, forKey: .travelModes) }
        if !days.isEmpty { try container.encode(days, forKey: .days) }
    }
}

/// A field name inside a coding path that is not one of a type's own keys (`shares[0].name`).
struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// An array index inside a coding path, so errors read `stops[2]`.
struct IndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(intValue: Int) {
        self.intValue = intValue
        self.stringValue = "Index \(intValue)"
    }

    init?(stringValue: String) { nil }
}
