import Foundation
import Testing
import TripGeo
import TripModel

@testable import TripStore

/// The connection owns its statements and closes for real: nothing keeps a closed or dropped
/// database's handle alive, and a use after closing is an error rather than a crash.
@Suite struct ConnectionOwnershipTests {
    @Test func aConnectionWithCachedStatementsIsFreedWhenDropped() throws {
        let temporary = try TemporaryDatabase()
        weak var released: Connection?
        do {
            let connection = try Connection(path: temporary.path)
            try connection.execute("CREATE TABLE t (x INTEGER)")
            try connection.run("INSERT INTO t VALUES (?1)", [.int(1)])
            #expect(try connection.queryFirst("SELECT count(*) FROM t") { $0.int(0) } == 1)
            #expect(connection.cachedStatementCount == 2)
            released = connection
        }
        #expect(released == nil)
    }

    @Test func aDatabasesConnectionIsFreedWithTheDatabase() throws {
        let temporary = try TemporaryDatabase()
        weak var released: Connection?
        do {
            let database = try temporary.open()
            try database.write { try $0.trips.save(StoreSample.trip("Jeju")) }
            _ = try database.read { try $0.trips.summaries() }
            released = database.connection
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    @Test func closeClosesTheFileSoSQLiteRemovesTheWriteAheadLog() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        try database.write { try $0.trips.save(StoreSample.trip("Jeju")) }
        #expect(FileManager.default.fileExists(atPath: temporary.path + "-wal"))
        database.close()
        #expect(database.connection.isClosed)
        #expect(database.connection.cachedStatementCount == 0)
        // SQLite checkpoints and deletes the WAL only when the last handle on the file closes.
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "-wal"))
        #expect(try temporary.open().read { try $0.trips.summaries() }.map(\.name) == ["Jeju"])
    }

    @Test func aDatabaseUsedAfterCloseThrowsAStoreErrorAndChangesNothing() throws {
        let temporary = try TemporaryDatabase()
        let database = try temporary.open()
        try database.write { try $0.trips.save(StoreSample.trip("Jeju")) }
        let before = try temporary.dump()
        database.close()
        for use in [
            { _ = try database.read { try $0.trips.summaries() } },
            { _ = try database.write { try $0.trips.save(StoreSample.trip("Busan")) } },
        ] {
            let error = #expect(throws: StoreError.self) { try use() }
            guard case .sqlite(let sqlite)? = error else {
                Issue.record("expected StoreError.sqlite, got \(String(describing: error))")
                continue
            }
            #expect(sqlite.code == 21)
            #expect(error?.description.contains("the database connection is closed") == true)
        }
        database.close()  // a second close is harmless
        #expect(try temporary.dump() == before)
    }

    @Test func aStatementKeptPastCloseThrowsInsteadOfStepping() throws {
        let temporary = try TemporaryDatabase()
        let connection = try Connection(path: temporary.path)
        let statement = try connection.cachedStatement("SELECT 1")
        connection.close()
        let error = #expect(throws: SQLiteError.self) { try statement.step() }
        #expect(error?.code == 21)
        #expect(throws: SQLiteError.self) { try connection.execute("SELECT 1") }
        #expect(throws: SQLiteError.self) { try connection.query("SELECT 1") { $0.int(0) } }
        #expect(throws: SQLiteError.self) { try connection.forEach("SELECT 1") { _ in } }
    }
}
