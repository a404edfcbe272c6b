import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

/// Backups carry the clock fields, and backups without them (everything written before them) restore.
@Suite struct ScheduleBackupTests {
    static func scheduled(_ trip: Trip) throws -> Trip {
        var trip = trip
        trip.timeZone = "Europe/Paris"
        trip.travelMode = .bike
        trip.travelModes[.walk] = TravelModeSettings(speedKmh: 5, detour: 1.2, waitMinutes: 0)
        trip.stops[0].arrival = try? TimeOfDay(parsing: "10:15")
        trip.stops[0].stayMinutes = 0
        trip.stops[1].openingHours = try OpeningHours("Mo-Sa 10:00-19:00; Su off")
        trip.stops[1].travelMode = .transit
        trip.setDay(
            TripDay(
                day: 1, start: try? TimeOfDay(parsing: "08:00"), end: try? TimeOfDay(parsing: "22:30"),
                lodging: Lodging(name: "Gîte", latitude: 45.1, longitude: 5.7)))
        return trip
    }

    @Test(arguments: [BackupFormat.tarGzip, .zip])
    func clockFieldsSurviveABackupAndRestore(format: BackupFormat) throws {
        let source = try SampleDatabase()
        let trip = try Self.scheduled(SampleDatabase.trip(1, stops: 3, seed: 4))
        try source.database.write { try $0.trips.save(trip) }
        let path = try backup(source, format: format, name: "clock")
        let target = try SampleDatabase()
        let report = try Restorer(database: target.database).restore(path: path)
        #expect(report.added.count == 1)
        #expect(try target.database.read { try $0.trips.trip(id: trip.id) } == trip)
    }

    /// A trip without clock fields is written exactly as before they existed, so such a backup is
    /// a version-1 backup; it restores with nothing set, and restoring it again changes nothing.
    @Test func aBackupWithoutClockFieldsRestoresWithNothingSet() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 2, stops: 2)
        let path = try backup(source, format: .tarGzip, name: "plain")
        let entries = try ArchiveReader(path: path).readAll()
        let document = try #require(entries.first { $0.path.hasPrefix("trips/") })
        let text = String(decoding: document.data, as: UTF8.self)
        for key in ["timeZone", "travelMode", "dayPlans", "arrival", "stayMinutes", "openingHours"] {
            #expect(!text.contains("\"\(key)\""), "\(key)")
        }
        let target = try SampleDatabase()
        _ = try Restorer(database: target.database).restore(path: path)
        for (id, _) in try target.database.read({ try $0.trips.allIDs() }) {
            let trip = try #require(try target.database.read { try $0.trips.trip(id: id) })
            #expect(trip.timeZone == nil && trip.days.isEmpty && trip.travelModes.isEmpty)
        }
        #expect(try Restorer(database: target.database).restore(path: path).changesNothing)
    }
}
