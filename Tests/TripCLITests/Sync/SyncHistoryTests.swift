import Foundation
import Testing

@testable import TripCLI

/// `trip sync log`, `trip sync restore` and `trip sync status`.
@Suite struct SyncHistoryTests {
    @Test func logNamesTheMachineAndRestoreBringsBackAnEarlierVersionAsANewEdit() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Gyeongju")
        try sync.sync(0)
        try sync.sync(1)
        sync.run(1, "rename", "Gyeongju", "Gyeongju with kids")
        try sync.sync(1)
        try sync.sync(0)

        let log = sync.run(0, "sync", "log", "Gyeongju with kids", "--json")
        #expect(log.code == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["machine"] as? String } == ["laptop", "desk"])
        let first = try #require(entries.last?["commit"] as? String)

        let restored = sync.run(0, "sync", "restore", "Gyeongju with kids", "--at", first)
        #expect(restored.code == 0)
        #expect(restored.stdout == "Restored 'Gyeongju' as of \(first)\n")
        let status = sync.run(0, "sync", "status", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(object["localChanges"] as? Int == 1)
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(1, "show", "Gyeongju").code == 0)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    @Test func restoreFromAnUnknownRevisionIsAUsageErrorAndChangesNothing() throws {
        let sync = try SyncHarness(machines: 1)
        sync.run(0, "new", "Andong")
        try sync.sync(0)
        let before = try sync.machines[0].dump()
        let result = sync.run(0, "sync", "restore", "Andong", "--at", "nonsense")
        #expect(result.code == 64)
        #expect(result.stderr == "Error: no such revision in the sync repository: nonsense\n")
        #expect(try sync.machines[0].dump() == before)
    }

    @Test func aRemovedTripIsRemovedOnTheOtherMachine() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Sokcho")
        sync.run(0, "new", "Yeosu")
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(1, "rm", "Sokcho", "--yes").code == 0)
        try sync.sync(1)
        try sync.sync(0)
        #expect(sync.run(0, "show", "Sokcho").code == 65)
        #expect(try sync.trips(0) == sync.trips(1))
    }
}
