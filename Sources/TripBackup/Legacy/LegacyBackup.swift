import Foundation

/// A 여행가자곰 (ShareMyTrip, iOS) backup decoded into neutral values, independent of the store.
///
/// The app writes `encodedData.json`, a JSON array of trips; see `LegacyCodec` for its quirks.
public struct LegacyBackup: Sendable, Equatable {
    /// The trips in file order.
    public var trips: [LegacyTrip]

    /// Creates a backup.
    public init(trips: [LegacyTrip]) {
        self.trips = trips
    }
}

/// One trip of the app. It has no dates and no ids.
public struct LegacyTrip: Sendable, Equatable {
    /// `tripName`; empty when the user never named it (the app names it on finish).
    public var name: String
    /// `isTraveling`: the current trip; false means finished (the history).
    public var isTraveling: Bool
    /// `trips` (sic): the stops, sorted by `turn` after decoding.
    public var stops: [LegacyStop]
    /// The companions.
    public var companions: [LegacyCompanion]

    /// Creates a trip.
    public init(name: String, isTraveling: Bool, stops: [LegacyStop], companions: [LegacyCompanion]) {
        self.name = name
        self.isTraveling = isTraveling
        self.stops = stops
        self.companions = companions
    }
}

/// One stop of the app.
public struct LegacyStop: Sendable, Equatable, Codable {
    /// Place name.
    public var name: String
    /// Street address.
    public var address: String
    /// Degrees, −90…90.
    public var latitude: Double
    /// Degrees, −180…180.
    public var longitude: Double
    /// 1-based visit order.
    public var turn: Int

    /// Creates a stop.
    public init(name: String, address: String, latitude: Double, longitude: Double, turn: Int) {
        self.name = name
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.turn = turn
    }
}

/// One companion of the app.
public struct LegacyCompanion: Sendable, Equatable {
    /// `companion`: the name.
    public var name: String
    /// `isBeingDeleted` / `isbeingDeleted`; nil when the file had neither (older builds).
    public var isBeingDeleted: Bool?
    /// `objectId`: meaningless outside the app, kept only to write it back.
    public var objectID: String?

    /// Creates a companion.
    public init(name: String, isBeingDeleted: Bool? = nil, objectID: String? = nil) {
        self.name = name
        self.isBeingDeleted = isBeingDeleted
        self.objectID = objectID
    }
}
