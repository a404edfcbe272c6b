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
/// one transaction, and SQLite rolls an uncommitted WAL transaction back on the next open.
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

    private func dump(_ path: String) throws -> String {
        let connection = try Connection(path: path)
        defer { connection.close() }
        var text = ""
        for table in ["trips", "stops", "companions", "trip_companions", "expenses"] {
            try connection.forEach("SELECT * FROM \(table) ORDER BY 1, 2") { row in
                text +=
                    table + ":" + (0..<12).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|") + "\n"
            }
        }
        return text
    }

    private func restore(_ executable: String, backup: String, database: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["backup", "restore", backup, "--db", database]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func killedRestoreLeavesTheDatabaseAsItWas() throws {
        let executable = try #require(BackupCLIHarness.executable, "the trip executable is built with the tests")
        let cli = try BackupCLIHarness()
        let source = cli.file("source.sqlite")
        try fill(source, trips: 1000, stops: 60, prefix: "big")
        let backup = cli.file("big.tar.gz")
        _ = try BackupCreator(database: try Database(path: source), generator: "test").create(
            at: backup, format: .tarGzip)

        // How long a whole restore takes here, so the kill lands in the middle of one.
        let clock = ContinuousClock()
        let full = try clock.measure {
            let process = try restore(executable, backup: backup, database: cli.file("scratch.sqlite"))
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        var killedMidway = false
        for (attempt, fraction) in [0.5, 0.3, 0.15].enumerated() where !killedMidway {
            // A fresh target each attempt: an attempt that finished before the kill changed its own.
            let target = cli.file("target-\(attempt).sqlite")
            try fill(target, trips: 5, stops: 3, prefix: "mine")
            let before = try dump(target)
            let process = try restore(executable, backup: backup, database: target)
            Thread.sleep(
                forTimeInterval: Double(full.components.seconds) * fraction + Double(full.components.attoseconds)
                    * 1e-18 * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            killedMidway = process.terminationReason == .uncaughtSignal
            guard killedMidway else { continue }
            #expect(try dump(target) == before)
            // And the database is healthy: it opens, and a restore into it still works.
            #expect(try Database(path: target).read { try $0.trips.allIDs().count } == 5)
            let again = try restore(executable, backup: backup, database: target)
            again.waitUntilExit()
            #expect(again.terminationStatus == 0)
        }
        #expect(killedMidway, "the restore finished before it could be killed")
    }
}
