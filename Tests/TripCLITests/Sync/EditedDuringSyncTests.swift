import Foundation
import Testing
import TripStore
import TripSync

@testable import TripCLI

/// A trip edited here while a sync pulls the remote's change to it: the sync leaves the trip for the
/// next one, which merges the edit with the remote's version three ways instead of committing the
/// database's copy over it.
@Suite struct EditedDuringSyncTests {
    /// Machine 0 (desk) syncs in-process; `edit` runs on it after the push, before the apply.
    func syncEditing(_ sync: SyncHarness, _ edit: [String]) throws -> SyncReport {
        let steps = StepLog()
        let engine = SyncEngine(
            database: try Database(path: sync.machines[0].databasePath),
            options: SyncEngine.Options(
                machine: "desk", environment: ["PATH": "/usr/bin:/bin"],
                onStep: { step in
                    guard step == "after-push", steps.record(step) == 1 else { return }
                    let result = sync.machines[0].run(arguments: edit, environment: ["TRIP_MACHINE": "desk"])
                    #expect(result.code == 0, "\(result.stderr)")
                }))
        return try engine.sync()
    }

    func bases(_ sync: SyncHarness, _ index: Int) throws -> [String: Data?] {
        try Database(path: sync.machines[index].databasePath).read { try $0.sync.bases() }
    }

    /// Desk and laptop share Jeju with one stop; the laptop renames it and adds a stop, and syncs.
    func renamedOnTheLaptop(_ sync: SyncHarness, notes: String? = nil) throws -> String {
        sync.run(0, "new", "Jeju")
        sync.run(0, "stop", "add", "Jeju", "Seongsan", "--lat", "33.458", "--lon", "126.942")
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(1, "rename", "Jeju", "Jeju in winter").code == 0)
        #expect(sync.run(1, "stop", "add", "Jeju in winter", "Hallasan", "--lat", "33.36", "--lon", "126.53").code == 0)
        if let notes { #expect(sync.run(1, "edit", "Jeju in winter", "--notes", notes).code == 0) }
        try sync.sync(1)
        return try #require(try sync.show(0, "Jeju")["id"] as? String)
    }

    @Test func anEditMadeWhileTheSyncPulledTheTripKeepsTheRemoteEditsToo() throws {
        let sync = try SyncHarness(machines: 2)
        let id = try renamedOnTheLaptop(sync)

        let report = try syncEditing(sync, ["edit", "Jeju", "--notes", "rent a car"])
        #expect(report.skipped == [id])
        #expect(try bases(sync, 0).keys.sorted() == ["trips/\(id).json"])
        // Left as edited here until the next sync.
        #expect(try sync.show(0, id)["name"] as? String == "Jeju")

        let next = sync.run(0, "sync", "--json")
        #expect(next.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(next.stdout.utf8)) as? [String: Any])
        #expect(json["committed"] as? Int == 1)
        #expect(json["merged"] as? Int == 1)
        #expect(json["pushed"] as? Int == 1)
        #expect((json["conflicts"] as? [Any])?.isEmpty == true)
        try sync.sync(1)
        for machine in 0..<2 {
            let trip = try sync.show(machine, id)
            #expect(trip["name"] as? String == "Jeju in winter")
            #expect(trip["notes"] as? String == "rent a car")
            let stops = try #require(trip["stops"] as? [[String: Any]])
            #expect(stops.map { $0["name"] as? String } == ["Seongsan", "Hallasan"])
            #expect(sync.run(machine, "sync", "conflicts").stdout == "No conflicts.\n")
            #expect(try bases(sync, machine).isEmpty)
            let status = sync.run(machine, "sync", "status", "--json")
            #expect(status.stdout.contains("\"localChanges\" : 0"))
        }
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// The sync that merges the edit pulls yet another remote change while the trip is edited again:
    /// that edit was made on the database's copy, not on the merge, so the copy is what is remembered.
    @Test func anEditMadeWhileTheMergingSyncRanIsMergedInTurn() throws {
        let sync = try SyncHarness(machines: 2)
        let id = try renamedOnTheLaptop(sync)
        _ = try syncEditing(sync, ["edit", "Jeju", "--notes", "rent a car"])
        #expect(
            sync.run(1, "stop", "add", "Jeju in winter", "Seopjikoji", "--lat", "33.424", "--lon", "126.93").code == 0)
        try sync.sync(1)

        let report = try syncEditing(sync, ["stop", "add", "Jeju", "Udo", "--lat", "33.5", "--lon", "126.95"])
        #expect(report.skipped == [id])
        #expect(report.conflicts.isEmpty)
        try sync.sync(0)
        try sync.sync(1)
        for machine in 0..<2 {
            let trip = try sync.show(machine, id)
            #expect(trip["name"] as? String == "Jeju in winter")
            #expect(trip["notes"] as? String == "rent a car")
            let stops = try #require(trip["stops"] as? [[String: Any]])
            #expect(
                stops.compactMap { $0["name"] as? String }.sorted() == ["Hallasan", "Seongsan", "Seopjikoji", "Udo"])
            #expect(sync.run(machine, "sync", "conflicts").stdout == "No conflicts.\n")
        }
        #expect(try bases(sync, 0).isEmpty)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// `backup restore --merge` takes the remembered version as such a trip's base too: merged from the
    /// synced version, the laptop's rename and stop would count as undone here and be dropped.
    @Test func aRestoreMergesSuchATripFromTheVersionItGrewFrom() throws {
        let sync = try SyncHarness(machines: 2)
        let id = try renamedOnTheLaptop(sync)
        _ = try syncEditing(sync, ["edit", "Jeju", "--notes", "rent a car"])
        let backup = sync.machines[1].directory.appendingPathComponent("laptop.tar.gz").path
        #expect(sync.run(1, "backup", "create", backup).code == 0)

        let restored = sync.run(0, "backup", "restore", backup, "--merge")
        #expect(restored.code == 0, "\(restored.stderr)")
        let trip = try sync.show(0, id)
        #expect(trip["name"] as? String == "Jeju in winter")
        #expect(trip["notes"] as? String == "rent a car")
        #expect((trip["stops"] as? [Any])?.count == 2)
        try sync.sync(0)
        try sync.sync(1)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    @Test func theSameFieldEditedMeanwhileIsOneConflictWithBothValuesRecoverable() throws {
        let sync = try SyncHarness(machines: 2)
        let id = try renamedOnTheLaptop(sync, notes: "from the laptop")
        _ = try syncEditing(sync, ["edit", "Jeju", "--notes", "from the desk"])
        try sync.sync(0)
        try sync.sync(1)

        let listed = sync.run(0, "sync", "conflicts", "--json")
        let conflicts = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        try #require(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect(conflict["trip"] as? String == id)
        #expect(conflict["field"] as? String == "notes")
        #expect(conflict["ours"] as? String == "from the desk")
        #expect(conflict["theirs"] as? String == "from the laptop")
        #expect(conflict["ourMachine"] as? String == "desk")
        #expect(conflict["theirMachine"] as? String == "laptop")
        #expect(sync.run(1, "sync", "conflicts").stdout == "No conflicts.\n")
        let kept = try #require(conflict["winner"] as? String)
        let lost = kept == "ours" ? "theirs" : "ours"
        let keptValue = try #require(conflict[kept] as? String)
        let lostValue = try #require(conflict[lost] as? String)
        for machine in 0..<2 {
            let trip = try sync.show(machine, id)
            #expect(trip["name"] as? String == "Jeju in winter")
            #expect(trip["notes"] as? String == keptValue)
            #expect((trip["stops"] as? [Any])?.count == 2)
        }

        let conflictID = try #require(conflict["id"] as? Int)
        #expect(sync.run(0, "sync", "conflicts", "--take", lost, String(conflictID)).code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(try sync.show(1, id)["notes"] as? String == lostValue)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    @Test func aTripRemovedWhileTheSyncPulledAnEditOfItIsKeptAndListed() throws {
        let sync = try SyncHarness(machines: 2)
        let id = try renamedOnTheLaptop(sync)
        _ = try syncEditing(sync, ["rm", "Jeju", "--yes"])
        #expect(sync.run(0, "show", id).code != 0)
        try sync.sync(0)
        try sync.sync(1)

        // Removed on one side, edited on the other: kept, and the removal is the conflict's other value.
        for machine in 0..<2 {
            #expect(try sync.show(machine, id)["name"] as? String == "Jeju in winter")
        }
        let listed = sync.run(0, "sync", "conflicts", "--json")
        let conflicts = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?["trip"] as? String == id)
        #expect(try sync.trips(0) == sync.trips(1))
        #expect(try bases(sync, 0).isEmpty)
    }

    /// A sync killed after committing the merge of such a trip: the base stays until the merge is
    /// applied, and the next sync makes the same merge again (and takes the commit already made).
    @Test func theMergeSurvivesASyncKilledBeforeApplying() throws {
        let executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        let sync = try SyncHarness(machines: 2)
        let id = try renamedOnTheLaptop(sync)
        _ = try syncEditing(sync, ["edit", "Jeju", "--notes", "rent a car"])

        try KilledAfterPushTests.killedAfterPush(sync, executable: executable)
        #expect(try bases(sync, 0).count == 1)

        try sync.sync(0)
        try sync.sync(1)
        for machine in 0..<2 {
            let trip = try sync.show(machine, id)
            #expect(trip["name"] as? String == "Jeju in winter")
            #expect(trip["notes"] as? String == "rent a car")
            #expect(sync.run(machine, "sync", "conflicts").stdout == "No conflicts.\n")
        }
        #expect(try bases(sync, 0).isEmpty)
        #expect(try sync.trips(0) == sync.trips(1))
    }

    /// A piece of the spot catalog edited while the sync pulled a change to it merges like a trip.
    @Test func aSpotPieceEditedWhileTheSyncPulledAChangeToItKeepsBoth() throws {
        let sync = try SyncHarness(machines: 2)
        #expect(sync.run(0, "spots", "import", SyncSpotsTests.seoul).code == 0)
        try sync.sync(0)
        try sync.sync(1)
        // The laptop adds the overview of 경복궁; the desk its opening hours while it syncs.
        #expect(sync.run(1, "spots", "import", SyncSpotsTests.gyeongbokgung).code == 0)
        try sync.sync(1)
        let report = try syncEditing(sync, ["spots", "import", SyncSpotsTests.hours])
        #expect(report.skipped.contains { $0.hasPrefix("spots/") })
        try sync.sync(0)
        try sync.sync(1)
        var palaces: [Data] = []
        for machine in 0..<2 {
            let result = sync.run(machine, "spots", "show", "126508", "--json")
            let palace = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect((palace["overview"] as? String)?.isEmpty == false, "\(sync.names[machine])")
            #expect((palace["useTime"] as? String)?.hasPrefix("09:00") == true, "\(sync.names[machine])")
            palaces.append(try JSONSerialization.data(withJSONObject: palace, options: .sortedKeys))
            #expect(sync.run(machine, "sync", "status", "--json").stdout.contains("\"localChanges\" : 0"))
            #expect(try bases(sync, machine).isEmpty)
        }
        #expect(palaces[0] == palaces[1])
    }

    /// The companion list is a section: one edited while the sync pulled a change to it is merged by
    /// the next sync from what the database and the sync last agreed on, so both changes stay.
    @Test func theCompanionListEditedWhileTheSyncPulledAChangeKeepsBoth() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        #expect(sync.run(0, "companion", "add", "지민", "--trip", "Jeju").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(1, "companion", "add", "민수", "--trip", "Jeju").code == 0)
        #expect(sync.run(1, "companion", "rm", "민수", "--trip", "Jeju").code == 0)
        try sync.sync(1)

        let report = try syncEditing(sync, ["companion", "add", "서연", "--trip", "Jeju"])
        #expect(report.skipped.contains("companions.json"))
        try sync.sync(0)
        try sync.sync(1)
        try sync.sync(0)
        for machine in 0..<2 {
            let listed = sync.run(machine, "companion", "list", "--all", "--json")
            let value = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
            let items = (value as? [[String: Any]]) ?? ((value as? [String: Any])?["items"] as? [[String: Any]]) ?? []
            #expect(items.compactMap { $0["name"] as? String }.sorted() == ["민수", "서연", "지민"])
        }
        #expect(try sync.trips(0) == sync.trips(1))
    }
}
