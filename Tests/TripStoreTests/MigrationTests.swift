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
    @Test(arguments: 1...Migration.all.count)
    func upgradesADatabaseMadeByAnOlderSchema(olderVersion: Int) throws {
        let temporary = try TemporaryDatabase()
        let trip = StoreSample.trip("Jeju", stops: 3)
        do {
            let old = try temporary.open(migrations: Array(Migration.all.prefix(olderVersion)))
            #expect(try old.schemaVersion == olderVersion)
            try old.write { try $0.trips.save(trip) }
        }
        let upgraded = try temporary.open()
        #expect(try upgraded.schemaVersion == Migration.all.count)
        #expect(try upgraded.read { try $0.trips.trip(id: trip.id) } == trip)
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
