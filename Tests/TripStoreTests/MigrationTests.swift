import Foundation
import Testing
import TripModel

@testable import TripStore

@Suite struct MigrationTests {
    @Test func newDatabaseIsAtTheLatestVersionInWALMode() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        #expect(try database.schemaVersion == Migration.all.last?.version)
        let connection = try Connection(path: temporary.path)
        #expect(try connection.queryFirst("PRAGMA journal_mode") { $0.string(0) } == "wal")
    }

    @Test func migrationsAreNumberedInOrderFromOne() {
        #expect(Migration.all.map(\.version) == Array(1...Migration.all.count))
    }

    /// A database made by every older schema opens, keeps its data and reaches the latest version.
    ///
    /// The trip is written with the columns every schema has, as the build of that schema wrote it:
    /// today's repository writes columns an old schema lacks.
    @Test(arguments: 1...Migration.all.count)
    func upgradesADatabaseMadeByAnOlderSchema(olderVersion: Int) throws {
        let temporary = try TemporaryDatabase()
        let trip = StoreSample.trip("Jeju", stops: 3)
        do {
            let old = try temporary.open(migrations: Array(Migration.all.prefix(olderVersion)))
            #expect(try old.schemaVersion == olderVersion)
        }
        try Self.insertAsVersion1(trip, into: temporary.path)
        let upgraded = try temporary.open()
        #expect(try upgraded.schemaVersion == Migration.all.count)
        #expect(try upgraded.read { try $0.trips.trip(id: trip.id) } == trip)
    }

    /// Version 2 → 3 adds the clock: old rows read with nothing set, and the new fields store and read back.
    @Test func scheduleMigrationKeepsVersion2DataAndStoresTheNewFields() throws {
        let temporary = try TemporaryDatabase()
        var trip = StoreSample.trip("Seoul", stops: 2)
        do { _ = try temporary.open(migrations: Array(Migration.all.prefix(2))) }
        try Self.insertAsVersion1(trip, into: temporary.path)
        let database = try temporary.open()
        let read = try #require(try database.read { try $0.trips.trip(id: trip.id) })
        #expect(read == trip)
        #expect(read.timeZone == nil && read.days.isEmpty && read.stops.allSatisfy { $0.openingHours == nil })
        trip.timeZone = "Asia/Seoul"
        trip.travelMode = .taxi
        trip.travelModes[.walk] = TravelModeSettings(speedKmh: 5, detour: 1.2, waitMinutes: 0)
        trip.stops[0].arrival = try? TimeOfDay(parsing: "14:00")
        trip.stops[0].stayMinutes = 90
        trip.stops[0].openingHours = try OpeningHours("Tu-Su 09:00-18:00")
        trip.stops[1].travelMode = .bike
        trip.setDay(
            TripDay(
                day: 2, start: try? TimeOfDay(parsing: "08:30"), end: try? TimeOfDay(parsing: "21:00"),
                lodging: Lodging(name: "Hotel", latitude: 37.5, longitude: 127, spotId: "126508")))
        try database.write { try $0.trips.save(trip) }
        #expect(try database.read { try $0.trips.trip(id: trip.id) } == trip)
        trip.days = []
        try database.write { try $0.trips.save(trip) }
        #expect(try database.read { try $0.trips.trip(id: trip.id) }?.days == [])
    }

    /// The trip and stop columns of migration 1, the same in every later schema.
    private static func insertAsVersion1(_ trip: Trip, into path: String) throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        try connection.run(
            """
            INSERT INTO trips (id, name, status, start_date, end_date, notes, created_at, updated_at, finished_at)
            VALUES (?1, ?2, ?3, NULL, NULL, ?4, ?5, ?6, NULL)
            """,
            [
                .uuid(trip.id), .text(trip.name), .text(trip.status.rawValue), .text(trip.notes),
                .timestamp(trip.createdAt), .timestamp(trip.updatedAt),
            ])
        for stop in trip.stops {
            try connection.run(
                """
                INSERT INTO stops (id, trip_id, position, name, address, latitude, longitude, day, locked, notes,
                    spot_id, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, NULL, 0, ?8, NULL, ?9)
                """,
                [
                    .uuid(stop.id), .uuid(trip.id), .int(stop.position), .text(stop.name), .text(stop.address),
                    .real(stop.latitude), .real(stop.longitude), .text(stop.notes), .timestamp(stop.updatedAt),
                ])
        }
    }

    @Test func refusesADatabaseFromANewerBuild() throws {
        let temporary = try TemporaryDatabase()
        _ = try temporary.open()
        let connection = try Connection(path: temporary.path)
        try connection.execute("PRAGMA user_version = 999")
        connection.close()
        #expect {
            _ = try temporary.open()
        } throws: { error in
            guard case StoreError.newerSchema(found: 999, supported: Migration.all.count) = error else { return false }
            return "\(error)".contains("upgrade trip")
        }
    }

    @Test func aFailingMigrationLeavesTheVersionAndSchemaAsTheyWere() throws {
        let temporary = try TemporaryDatabase()
        _ = try temporary.open(migrations: [Migration.all[0]])
        let broken = Migration(version: 2, name: "broken", sql: "CREATE TABLE extra (x); SELECT no_such_function();")
        #expect(throws: StoreError.self) { _ = try temporary.open(migrations: [Migration.all[0], broken]) }
        let connection = try Connection(path: temporary.path)
        #expect(try connection.queryFirst("PRAGMA user_version") { $0.int(0) } == 1)
        #expect(try connection.queryFirst("SELECT count(*) FROM sqlite_master WHERE name = 'extra'") { $0.int(0) } == 0)
    }
}
