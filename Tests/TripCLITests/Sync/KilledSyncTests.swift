import Foundation
import Testing

@testable import TripCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A sync killed with SIGKILL at any step leaves the database and the repository usable, and the next
/// sync completes. The test hook `TRIP_SYNC_ABORT_AT` makes the real `trip` kill itself at a named
/// step, so the kill lands where it should every time rather than when a timer happens to fire.
@Suite struct KilledSyncTests {
    @Test(arguments: ["after-commit", "after-merge", "after-push", "during-apply"])
    func aKilledSyncLeavesBothSidesUsableAndTheNextOneFinishes(step: String) throws {
        let executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        sync.run(0, "stop", "add", "Jeju", "Seongsan", "--lat", "33.458", "--lon", "126.942")
        try sync.sync(0)
        try sync.sync(1)
        sync.run(1, "stop", "add", "Jeju", "Hallasan", "--lat", "33.36", "--lon", "126.53")
        sync.run(0, "rename", "Jeju", "Jeju in winter")
        try sync.sync(0)
        let before = try sync.machines[1].dump()

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["sync"]
        process.environment = [
            "TRIP_DB": sync.machines[1].databasePath, "TRIP_MACHINE": "laptop", "TRIP_SYNC_ABORT_AT": step,
            "HOME": sync.machines[1].directory.path, "PATH": "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        // Nothing was applied: the database is exactly as before, and still opens.
        #expect(try sync.machines[1].dump() == before)
        #expect(sync.run(1, "list").code == 0)

        try sync.sync(1)
        try sync.sync(0)
        let trip = try sync.show(0, "Jeju in winter")
        let stops = try #require(trip["stops"] as? [[String: Any]])
        #expect(stops.map { $0["name"] as? String } == ["Seongsan", "Hallasan"])
        #expect(try sync.trips(0) == sync.trips(1))
        #expect(sync.run(1, "sync", "conflicts").stdout == "No conflicts.\n")
    }
}
