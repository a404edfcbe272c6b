import Foundation
import Testing

@testable import TripCLI

/// `trip sync` with real git through a local bare repository.
@Suite struct SyncCommandTests {
    @Test func anEditOnEachSideOfOneTripKeepsBoth() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        sync.run(0, "stop", "add", "Jeju", "Seongsan", "--lat", "33.458", "--lon", "126.942")
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(1, "stop", "add", "Jeju", "Hallasan", "--lat", "33.36", "--lon", "126.53").code == 0)
        #expect(sync.run(0, "rename", "Jeju", "Jeju in winter").code == 0)
        try sync.sync(1)
        let result = sync.run(0, "sync", "--json")
        #expect(result.code == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["committed"] as? Int == 1)
        #expect(report["merged"] as? Int == 1)
        #expect(report["pushed"] as? Int == 1)
        #expect((report["conflicts"] as? [Any])?.isEmpty == true)
        try sync.sync(1)
        let trip = try sync.show(1, "Jeju in winter")
        let stops = try #require(trip["stops"] as? [[String: Any]])
        #expect(stops.map { $0["name"] as? String } == ["Seongsan", "Hallasan"])
        #expect(try sync.trips(0) == sync.trips(1))
    }

    @Test func theSameFieldChangedOnBothSidesIsOneConflictWithBothValuesRecoverable() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Busan")
        try sync.sync(0)
        try sync.sync(1)
        sync.run(0, "edit", "Busan", "--notes", "from the desk")
        sync.run(1, "edit", "Busan", "--notes", "from the laptop")
        try sync.sync(0)
        try sync.sync(1)
        try sync.sync(0)
        let listed = sync.run(1, "sync", "conflicts", "--json")
        let conflicts = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        try #require(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect(conflict["field"] as? String == "notes")
        #expect(conflict["ours"] as? String == "from the laptop")
        #expect(conflict["theirs"] as? String == "from the desk")
        #expect(conflict["ourMachine"] as? String == "laptop")
        #expect(conflict["theirMachine"] as? String == "desk")
        let kept = try #require(conflict["winner"] as? String)
        let lost = kept == "ours" ? "theirs" : "ours"
        let lostValue = try #require(conflict[lost] as? String)
        #expect(try sync.show(0, "Busan")["notes"] as? String != lostValue)

        // The table: one line per conflict under a header, columns apart by spaces, no escaped tabs.
        let table = sync.run(1, "sync", "conflicts").stdout.split(separator: "\n").map(String.init)
        #expect(table.count == 2)
        #expect(table.first?.hasPrefix("ID  TRIP") == true)
        #expect(!table.joined().contains("\\t"))
        #expect(table.last?.contains("laptop: from the laptop") == true)
        #expect(table.last?.contains("desk: from the desk") == true)

        let id = try #require(conflict["id"] as? Int)
        let taken = sync.run(1, "sync", "conflicts", "--take", lost, String(id))
        #expect(taken.code == 0)
        #expect(taken.stdout == "Took \(lost) for conflict \(id) in 'Busan'\n")
        #expect(sync.run(1, "sync", "conflicts").stdout == "No conflicts.\n")
        try sync.sync(1)
        try sync.sync(0)
        #expect(try sync.show(0, "Busan")["notes"] as? String == lostValue)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// fast-import makes a pack per commit; past the limit they are packed again into one.
    @Test func manyPacksArePackedAgainIntoOne() throws {
        let sync = try SyncHarness(machines: 1)
        sync.run(0, "new", "Daegu")
        let packs = sync.machines[0].directory.appendingPathComponent("trip-sync.git/objects/pack").path
        func count() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: packs).filter { $0.hasSuffix(".pack") }.count
        }
        var counts: [Int] = []
        for round in 0..<4 {
            sync.run(0, "edit", "Daegu", "--notes", "round \(round)")
            let result = sync.run(0, "sync", environment: ["TRIP_SYNC_PACK_LIMIT": "2"])
            #expect(result.code == 0, "\(result.stderr)")
            counts.append(try count())
        }
        #expect(counts.allSatisfy { $0 <= 2 }, "\(counts)")
        #expect(sync.run(0, "sync", "log").stdout.split(separator: "\n").count == 4)
    }

    @Test func threeMachinesConverge() throws {
        let sync = try SyncHarness(machines: 3)
        sync.run(0, "new", "Seoul")
        for machine in 0..<3 { try sync.sync(machine) }
        sync.run(0, "stop", "add", "Seoul", "Gyeongbokgung", "--lat", "37.579", "--lon", "126.977")
        sync.run(1, "edit", "Seoul", "--start", "2026-12-01", "--end", "2026-12-03")
        sync.run(2, "new", "Gangneung")
        sync.run(2, "stop", "add", "Seoul", "Namsan", "--lat", "37.551", "--lon", "126.988")
        for _ in 0..<2 {
            for machine in [2, 0, 1] { try sync.sync(machine) }
        }
        let reference = try sync.trips(0)
        #expect(try sync.trips(1) == reference)
        #expect(try sync.trips(2) == reference)
        let seoul = try sync.show(1, "Seoul")
        #expect(seoul["startDate"] as? String == "2026-12-01")
        #expect((seoul["stops"] as? [Any])?.count == 2)
        #expect(sync.run(1, "show", "Gangneung").code == 0)
    }

    @Test func anUnreachableRemoteKeepsLocalWorkAndExitsUnavailable() throws {
        let sync = try SyncHarness(machines: 1)
        let missing = sync.machines[0].directory.appendingPathComponent("nowhere.git").path
        #expect(sync.run(0, "sync", "remote", missing).code == 0)
        sync.run(0, "new", "Daegu")
        let result = sync.run(0, "sync")
        #expect(result.code == 69)
        #expect(result.stdout == "Synced: committed 1, pulled 0, merged 0, offline: will push next time\n")
        #expect(result.stderr.hasPrefix("Error: cannot reach the remote \(missing) ("))
        #expect(result.stderr.hasSuffix("); local changes are committed and will be pushed by the next 'trip sync'\n"))
        let status = sync.run(0, "sync", "status", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(object["localChanges"] as? Int == 0)
        #expect(object["ahead"] as? Int == 1)
        // Back online, the committed work goes out.
        #expect(sync.run(0, "sync", "remote", sync.remote).code == 0)
        #expect(sync.run(0, "sync").stdout == "Synced: committed 0, pulled 0, merged 0, pushed 1\n")
    }

    @Test func syncBeforeInitAndBadTakeAreRefusedAndChangeNothing() throws {
        let cli = try CLIHarness()
        cli.run("new", "Mokpo")
        let before = try cli.dump()
        let folder = cli.directory.appendingPathComponent("trip-sync.git").path
        let notReady = cli.run("sync")
        #expect(notReady.code == 66)
        #expect(notReady.stderr == "Error: no sync repository at \(folder); run 'trip sync init [REMOTE]' first\n")
        #expect(cli.run("sync", "init").code == 0)
        let again = cli.run("sync", "init")
        #expect(again.code == 73)
        let badSide = cli.run("sync", "conflicts", "--take", "mine", "1")
        #expect(badSide.code == 64)
        #expect(badSide.stderr == "Error: --take must be 'ours' or 'theirs', not 'mine'\n")
        let unknown = cli.run("sync", "conflicts", "--take", "ours", "7")
        #expect(unknown.code == 64)
        #expect(unknown.stderr == "Error: no conflict with id 7; 'trip sync conflicts' lists them\n")
        #expect(try cli.dump() == before)
    }

    @Test func anInvalidDocumentFromTheRemoteAppliesNothing() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeonju")
        try sync.sync(0)
        try sync.sync(1)
        let id = try #require(try sync.show(1, "Jeonju")["id"] as? String)
        // Someone else pushes a trip whose end date comes before its start date.
        let clone = sync.machines[0].directory.appendingPathComponent("stranger").path
        try SyncHarness.git(["clone", "--quiet", sync.remote, clone])
        let document = "\(clone)/trips/\(id).json"
        var text = try String(contentsOfFile: document, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"endDate\" : null", with: "\"endDate\" : \"2026-01-02\"")
        text = text.replacingOccurrences(of: "\"startDate\" : null", with: "\"startDate\" : \"2026-01-05\"")
        try text.write(toFile: document, atomically: true, encoding: .utf8)
        try SyncHarness.git(["commit", "--quiet", "-am", "break it"], in: clone)
        try SyncHarness.git(["push", "--quiet", "origin", "main"], in: clone)
        let before = try sync.machines[1].dump()
        let result = sync.run(1, "sync")
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: the sync repository holds an invalid document trips/\(id).json: endDate: the end date "
                + "2026-01-02 is before the start date 2026-01-05; nothing was applied\n")
        #expect(try sync.machines[1].dump() == before)
    }
}
