import Foundation
import TripGeo
import TripModel

/// Turns 여행가자곰 trips into trip documents and back.
///
/// The app's trips have no ids and no dates, so both are derived: ids from a SHA-256 of the trip's
/// place in the file and its content, timestamps from the backup's own time (see `backupTime`).
/// The same file therefore converts to the same trips every time, and importing it twice by UUID
/// merge changes nothing.
public enum LegacyConversion {
    /// What a conversion produced and what it had to decide.
    public struct Result: Sendable {
        /// The converted trips, in file order.
        public var trips: [Trip]
        /// One sentence per decision the user should know about (renamed trips, extra current trips).
        public var notes: [String]
        /// The app's trips the converted ones came from, in the same order (for `LegacyTripMatcher`).
        public var sources: [LegacyTrip] = []
        /// The backup's time, stamped on every converted trip.
        public var backupTime = Timestamp(millisecondsSinceEpoch: 0)
    }

    /// The time zone of every converted trip.
    static let legacyTimeZone = "Asia/Seoul"

    /// Converts decoded app trips.
    /// - Parameters:
    ///   - backup: the decoded file.
    ///   - backupTime: when the backup was made; used for every timestamp and for default names.
    /// - Returns: trips with stops in `turn` order, the `isTraveling` trip as the current trip and the
    ///   rest finished. Unnamed trips get `DefaultTripName` for the backup's date, the rule `trip finish`
    ///   uses (the app, too, named a trip only when it was finished).
    public static func trips(from backup: LegacyBackup, backupTime: Timestamp) -> Result {
        var result = Result(trips: [], notes: [], sources: backup.trips, backupTime: backupTime)
        var hasCurrent = false
        let millis = backupTime.millisecondsSinceEpoch
        let day = LocalDate(daysSinceEpoch: (millis - ((millis % 86_400_000) + 86_400_000) % 86_400_000) / 86_400_000)
        for (index, legacy) in backup.trips.enumerated() {
            var trip = convert(legacy, index: index, time: backupTime)
            if DefaultTripName.isUnnamed(trip.name) {
                trip.name = DefaultTripName.make(startDate: nil, finishedOn: day)
                result.notes.append(localized("backup.note-unnamed", ["number": index + 1, "name": trip.name]))
            }
            if legacy.isTraveling && hasCurrent {
                trip.status = .finished
                trip.finishedAt = backupTime
                result.notes.append(
                    localized("backup.note-also-current", ["name": trip.name]))
            }
            hasCurrent = hasCurrent || legacy.isTraveling
            result.trips.append(trip)
        }
        return result
    }

    private static func convert(_ legacy: LegacyTrip, index: Int, time: Timestamp) -> Trip {
        let tripID = derivedID("trip", String(index), legacy.name, stopsKey(legacy.stops))
        // LegacyCodec already refused out-of-range coordinates; compactMap only satisfies the type.
        let places = legacy.stops.compactMap { stop in
            Coordinate(latitude: stop.latitude, longitude: stop.longitude).map { (stop, $0) }
        }
        // An unnamed place is named in the language of the restore that creates it, like any stored word.
        let stops = places.enumerated().map { offset, place in
            Stop(
                id: derivedID("stop", tripID.uuidString, String(offset + 1)), position: offset + 1,
                name: DefaultTripName.isUnnamed(place.0.name)
                    ? localized("backup.unnamed-stop", ["number": offset + 1]) : place.0.name,
                address: place.0.address, coordinate: place.1, updatedAt: time)
        }
        let companions = legacy.companions.map {
            Companion(id: derivedID("companion", Companion.normalize($0.name)), name: $0.name, updatedAt: time)
        }
        var trip = Trip(
            id: tripID, name: legacy.name.trimmingCharacters(in: .whitespacesAndNewlines),
            status: legacy.isTraveling ? .traveling : .finished, createdAt: time, updatedAt: time,
            finishedAt: legacy.isTraveling ? nil : time, stops: stops, companions: companions)
        // 여행가자곰 is a Korean app whose trips have no time zone of their own: they are Korean time.
        trip.timeZone = legacyTimeZone
        return trip
    }

    private static func stopsKey(_ stops: [LegacyStop]) -> String {
        stops.map { "\($0.turn)|\($0.name)|\($0.latitude)|\($0.longitude)" }.joined(separator: "\n")
    }

    /// A UUID (version 8, "custom") from the SHA-256 of its parts, so conversions are reproducible.
    static func derivedID(_ parts: String...) -> UUID {
        let digest = SHA256.hex(of: Data(("여행가자곰\u{0}" + parts.joined(separator: "\u{0}")).utf8))
        var bytes = stride(from: 0, to: 32, by: 2).map { offset -> UInt8 in
            let start = digest.utf8.index(digest.utf8.startIndex, offsetBy: offset)
            let pair = digest.utf8[start..<digest.utf8.index(start, offsetBy: 2)]
            return UInt8(String(decoding: pair, as: UTF8.self), radix: 16) ?? 0
        }
        bytes[6] = (bytes[6] & 0x0f) | 0x80
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
