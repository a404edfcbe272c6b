import Foundation
import TripModel
import TripStore

/// Writes a zip the 여행가자곰 app can restore: one `encodedData.json` holding every trip.
///
/// The app's format is a single JSON array, so this one cannot stream: it holds every trip's
/// legacy form (names, addresses and coordinates only) in memory. Fine for phone-sized data.
public struct LegacyBackupWriter {
    /// The database to export.
    public let database: Database

    /// Creates a writer.
    public init(database: Database) {
        self.database = database
    }

    /// The app's own file name pattern for a backup made at `date`, in local time as the app itself
    /// names them on the phone.
    public static func defaultFileName(at date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let number = (value ?? 0) % 100
            return number < 10 ? "0\(number)" : "\(number)"
        }
        return "Trip_\(two(parts.year))\(two(parts.month))\(two(parts.day))_\(two(parts.hour)).\(two(parts.minute)).zip"
    }

    /// What an export wrote and what the app's format could not hold.
    public struct Summary: Sendable {
        /// Trips written.
        public var trips: Int
        /// Left out or dropped, by kind.
        public var notCarried: LegacyConversion.NotCarried
    }

    /// Writes the zip under a temporary name and moves it to `path` when whole.
    /// - Returns: the number of trips written and what could not be carried.
    @discardableResult
    public func create(at path: String, overwrite: Bool = false) throws -> Summary {
        let output = try AtomicFile(path: path, overwrite: overwrite)
        let writer = try ArchiveWriter(descriptor: output.descriptor, file: path, format: .zip)
        let (trips, newest, notCarried) = try database.read { transaction in
            var trips: [LegacyTrip] = []
            var newest: Timestamp?
            var notCarried = LegacyConversion.NotCarried()
            for item in try transaction.trips.allIDs() {
                guard let trip = try transaction.trips.trip(id: item.id) else { continue }
                guard let legacy = LegacyConversion.legacyTrip(from: trip) else {
                    notCarried.planningTrips += 1
                    continue
                }
                trips.append(legacy)
                notCarried.count(trip)
                newest = max(newest ?? trip.updatedAt, trip.updatedAt)
            }
            return (trips, newest, notCarried)
        }
        let data = try LegacyCodec.encode(LegacyBackup(trips: trips))
        try writer.add(path: LegacyCodec.entryName, data: data, modified: BackupCreator.seconds(newest))
        try writer.finish()
        try output.commit()
        return Summary(trips: trips.count, notCarried: notCarried)
    }
}
