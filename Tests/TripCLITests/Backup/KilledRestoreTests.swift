import Foundation
import Testing
import TripBackup
import TripGeo
import TripModel
import TripStore

#if canImport(Glibc)
    import Glibc
#endif

/// A restore killed with SIGKILL half-way must leave the database exactly as it was: the restore is
/// one transaction, and SQLite rolls an uncommitted WAL transaction back on the next open. The test
/// hook `TRIP_TEST_KILL_RESTORE_AT_TRIP` makes the real `trip` kill itself half-way, so no timing is involved.
@Suite struct KilledRestoreTests {
    static let time = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)

    private func fill(_ path: String, trips: Int, stops: Int, prefix: String) throws {
        let place = try #require(Coordinate(latitude: 37, longitude: 127))
        let database = try Database(path: path)
        try database.write { transaction in
            for index in 0..<trips {
                let trip = Trip(
                    id: UUID(), name: "\(prefix) \(index)", createdAt: Self.time, updatedAt: Self.time,
                    stops: (0..<stops).map {
                        Stop(
                            id: UUID(), position: $0 + 1, name: "stop \($0)",
                            address: String(repeating: "주소 ", count: 8),
                            coordinate: place, updatedAt: Self.time)
                    })
                try transaction.trips.save(trip)
            }
        }
    }

    /// The size of the database's WAL file, 0 when there is none.
    private func walSize(_ path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path + "-wal") else { return 0 }
        return try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0
    }

    private func restore(
        _ executable: String, backup: String, database: String, killAtTrip: Int? = nil
    ) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["backup", "restore", backup, "--db", database]
        var environment = ProcessInfo.processInfo.environment
        environment["TRIP_TEST_KILL_RESTORE_AT_TRIP"] = killAtTrip.map(String.init)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func killedRestoreLeavesTheDatabaseAsItWas() throws {
        let executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        let cli = try CLIHarness.forBackups()
        let source = cli.file("source.sqlite")
        try fill(source, trips: 1000, stops: 60, prefix: "big")
        let backup = cli.file("big.tar.gz")
        _ = try BackupCreator(database: try Database(path: source), generator: "test").create(
            at: backup, format: .tarGzip)
        let target = cli.file("target.sqlite")
        try fill(target, trips: 5, stops: 3, prefix: "mine")
        let before = try CLIHarness.dump(databaseAt: target)
        let walBefore = try walSize(target)

        // The test hook kills the process with SIGKILL once half the trips are written, inside the
        // transaction: every run, not only when a timer happens to land there.
        let process = try restore(executable, backup: backup, database: target, killAtTrip: 500)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        // The uncommitted half reached the WAL (SQLite spilled it), so the rollback is really tested.
        #expect(try walSize(target) > walBefore)
        #expect(try CLIHarness.dump(databaseAt: target) == before)
        // And the database is healthy: it opens, and a restore into it still works.
        #expect(try Database(path: target).read { try $0.trips.allIDs().count } == 5)
        let again = try restore(executable, backup: backup, database: target)
        again.waitUntilExit()
        #expect(again.terminationStatus == 0)
        #expect(try Database(path: target).read { try $0.trips.allIDs().count } == 1005)
    }
}
