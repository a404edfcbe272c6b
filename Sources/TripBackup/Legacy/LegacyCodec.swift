import Foundation

/// Reads and writes the 여행가자곰 `encodedData.json`.
///
/// Quirks handled: the app writes `isbeingDeleted` (lower-case b) while its own decoder expects
/// `isBeingDeleted`, and older builds wrote neither; keys come in any order; stops carry a `turn`
/// rather than being in order. We read every spelling and write the one the app's decoder expects,
/// so a file we write is one the app can restore.
public enum LegacyCodec {
    /// The name of the only entry in the app's zip.
    public static let entryName = "encodedData.json"
    /// More stops than any real trip (the app caps at about 50) but bounded.
    public static let maxStopsPerTrip = 10_000

    /// Decodes and validates a backup.
    /// - Parameters:
    ///   - data: the JSON array.
    ///   - file: the name of the file it came from, for errors.
    /// - Returns: the trips with stops sorted by turn and companions deduplicated by trimmed name.
    /// - Throws: `BackupError.invalidData` naming the field, e.g. `[1].trips[0].latitude`.
    public static func decode(_ data: Data, file: String) throws -> LegacyBackup {
        // A trip document (one JSON object) is the likeliest wrong file here; say what it is.
        let first = data.prefix(4096).drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        if first == UInt8(ascii: "{") {
            throw BackupError.invalidData(
                file: file, entry: entryName, field: "(document)",
                reason: localized("backup.legacy-one-object"))
        }
        let trips = try JSONDocument.decode([LegacyTrip].self, from: data, file: file, entry: entryName)
        var result: [LegacyTrip] = []
        result.reserveCapacity(trips.count)
        for (index, trip) in trips.enumerated() {
            result.append(try validated(trip, at: "[\(index)]", file: file))
        }
        return LegacyBackup(trips: result)
    }

    /// Encodes a backup the way the app's decoder reads it (compact, sorted keys for reproducibility).
    public static func encode(_ backup: LegacyBackup) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(backup.trips)
    }

    private static func validated(_ trip: LegacyTrip, at path: String, file: String) throws -> LegacyTrip {
        func refuse(_ field: String, _ reason: String) -> BackupError {
            .invalidData(file: file, entry: entryName, field: "\(path).\(field)", reason: reason)
        }
        guard trip.stops.count <= maxStopsPerTrip else {
            throw refuse("trips", localized("backup.legacy-too-many-stops", ["maximum": maxStopsPerTrip]))
        }
        var turns = Set<Int>()
        for (index, stop) in trip.stops.enumerated() {
            let at = "trips[\(index)]"
            guard stop.latitude.isFinite, (-90...90).contains(stop.latitude) else {
                throw refuse("\(at).latitude", localized("backup.legacy-latitude", ["value": stop.latitude]))
            }
            guard stop.longitude.isFinite, (-180...180).contains(stop.longitude) else {
                throw refuse("\(at).longitude", localized("backup.legacy-longitude", ["value": stop.longitude]))
            }
            guard stop.turn >= 1 else {
                throw refuse("\(at).turn", localized("backup.legacy-turn", ["value": stop.turn]))
            }
            guard turns.insert(stop.turn).inserted else {
                throw refuse("\(at).turn", localized("backup.legacy-turn-twice", ["value": stop.turn]))
            }
        }
        var cleaned = trip
        cleaned.stops.sort { $0.turn < $1.turn }
        var names = Set<String>()
        cleaned.companions = trip.companions.compactMap { companion in
            let name = companion.name.trimmingCharacters(in: .whitespacesAndNewlines)
                .precomposedStringWithCanonicalMapping
            guard !name.isEmpty, names.insert(name).inserted else { return nil }
            var kept = companion
            kept.name = name
            return kept
        }
        return cleaned
    }
}

extension LegacyTrip: Codable {
    private enum CodingKeys: String, CodingKey {
        case name = "tripName", isTraveling, stops = "trips", companions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        isTraveling = try container.decodeIfPresent(Bool.self, forKey: .isTraveling) ?? false
        stops = try container.decodeIfPresent([LegacyStop].self, forKey: .stops) ?? []
        companions = try container.decodeIfPresent([LegacyCompanion].self, forKey: .companions) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(isTraveling, forKey: .isTraveling)
        try container.encode(stops, forKey: .stops)
        try container.encode(companions, forKey: .companions)
    }
}

extension LegacyCompanion: Codable {
    private enum CodingKeys: String, CodingKey {
        case name = "companion", isBeingDeleted, misspelledIsBeingDeleted = "isbeingDeleted", objectID = "objectId"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        isBeingDeleted =
            try container.decodeIfPresent(Bool.self, forKey: .isBeingDeleted)
            ?? container.decodeIfPresent(Bool.self, forKey: .misspelledIsBeingDeleted)
        objectID = try container.decodeIfPresent(String.self, forKey: .objectID)
    }

    /// Writes `isBeingDeleted` (the spelling the app's decoder expects) and an `objectId`, which the
    /// app's decoder may require even though nothing else reads it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(isBeingDeleted ?? false, forKey: .isBeingDeleted)
        try container.encode(objectID ?? "", forKey: .objectID)
    }
}
