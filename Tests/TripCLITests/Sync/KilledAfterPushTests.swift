import Foundation
import Testing

@testable import TripCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A sync killed after its push, before it applied: the next sync finds the changes it commits again
/// already made (the commit `main` holds) and takes that commit, rather than a twin of it that would
/// then be merged against the wrong base.
@Suite struct KilledAfterPushTests {
    @Test func theNextSyncTakesThePushedCommitAndFindsNoConflictInLaterEditsOfIt() throws {
        let executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        try sync.sync(0)
        try sync.sync(1)
        sync.run(0, "rename", "Jeju", "Jeju in winter")

        try Self.killedAfterPush(sync, executable: executable)
        let pushed = try SyncCommitTests.git(["rev-parse", "main"], in: sync.remote)

        // The laptop takes the pushed rename and renames again on top of it.
        try Self.laptopRenamesAgainAndTheDeskTakesItCleanly(sync)
        // The desk's history holds the pushed commit once, with the laptop's on top: no twin, no merge.
        let history = try SyncCommitTests.git(["rev-list", "--first-parent", "main"], in: sync.remote)
            .split(separator: "\n")
        #expect(history.count == 3)
        #expect(history.dropFirst().first.map(String.init) == pushed.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// The same when the killed run had merged the laptop's work first: the pushed commit is a merge
    /// whose first parent is the desk's commit, and the next sync takes that commit rather than making
    /// it again and merging it against the old base.
    @Test func theNextSyncTakesTheDesksSideOfAPushedMergeCommit() throws {
        let executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        try sync.sync(0)
        try sync.sync(1)
        sync.run(1, "new", "Busan")
        try sync.sync(1)
        sync.run(0, "rename", "Jeju", "Jeju in winter")
        try Self.killedAfterPush(sync, executable: executable)
        let pushed = try SyncCommitTests.git(["rev-list", "--parents", "-1", "main"], in: sync.remote)
        try #require(pushed.split(separator: " ").count == 3, "the killed sync pushed a merge commit")

        try Self.laptopRenamesAgainAndTheDeskTakesItCleanly(sync)
        // The desk made its rename once: no twin of it anywhere in the history.
        let desk = try SyncCommitTests.git(["rev-list", "--no-merges", "--author=desk", "main"], in: sync.remote)
        #expect(desk.split(separator: "\n").count == 2)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// The laptop takes the pushed rename and renames again; the desk's next sync pushes nothing, finds
    /// no conflict and has the laptop's name.
    static func laptopRenamesAgainAndTheDeskTakesItCleanly(_ sync: SyncHarness) throws {
        try sync.sync(1)
        #expect(sync.run(1, "rename", "Jeju in winter", "Jeju in spring").code == 0)
        try sync.sync(1)
        let result = sync.run(0, "sync", "--json")
        #expect(result.code == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["pushed"] as? Int == 0)
        #expect((report["conflicts"] as? [Any])?.isEmpty == true)
        #expect(sync.run(0, "sync", "conflicts").stdout == "No conflicts.\n")
        #expect(try sync.show(0, "Jeju in spring")["name"] as? String == "Jeju in spring")
    }

    /// `trip sync` on the desk as a process, killed by its own test hook once it has pushed.
    static func killedAfterPush(_ sync: SyncHarness, executable: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["sync"]
        process.environment = [
            "TRIP_DB": sync.machines[0].databasePath, "TRIP_MACHINE": "desk", "TRIP_SYNC_ABORT_AT": "after-push",
            "HOME": sync.machines[0].directory.path, "PATH": "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == SIGKILL)
    }
}
