import Foundation
import Testing

@testable import TripCLI

/// `trip sync` carries the whole-database sections too: companions (also people on no trip),
/// bookmarks and search history, merged record by record.
@Suite struct SyncSectionsTests {
    static let seoul = SpotsCommandTests.fixture("areaBasedList2_seoul.json")
    static let jeju = SpotsCommandTests.fixture("areaBasedList1_jeju_v1.json")

    /// A JSON document's `items`, or the top-level list.
    func items(_ result: CLIHarness.Result) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        if let list = value as? [[String: Any]] { return list }
        return try #require((value as? [String: Any])?["items"] as? [[String: Any]])
    }

    func companions(_ sync: SyncHarness, _ index: Int) throws -> [String] {
        try items(sync.run(index, "companion", "list", "--all", "--json")).compactMap { $0["name"] as? String }.sorted()
    }

    func bookmarks(_ sync: SyncHarness, _ index: Int) throws -> [String] {
        try items(sync.run(index, "spots", "bookmarks", "--json")).compactMap { $0["contentId"] as? String }.sorted()
    }

    @Test func companionsOnNoTripTravelAndSoDoTheirRemovals() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        for name in ["지민", "민수"] { #expect(sync.run(0, "companion", "add", name, "--trip", "Jeju").code == 0) }
        #expect(sync.run(0, "companion", "rm", "민수", "--trip", "Jeju").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(try companions(sync, 1) == ["민수", "지민"])
        // Each side changes the list: one forgets someone on no trip, the other adds someone.
        #expect(sync.run(1, "companion", "rm", "민수", "--everywhere", "--yes").code == 0)
        #expect(sync.run(0, "companion", "add", "서연", "--trip", "Jeju").code == 0)
        #expect(sync.run(0, "companion", "rm", "서연", "--trip", "Jeju").code == 0)
        try sync.sync(1)
        try sync.sync(0)
        try sync.sync(1)
        #expect(try companions(sync, 0) == ["서연", "지민"])
        #expect(try companions(sync, 1) == ["서연", "지민"])
        let status = sync.run(0, "sync", "status", "--json")
        #expect(status.stdout.contains("\"localChanges\" : 0"))
    }

    /// Forgetting someone everywhere edits each of their trips, so the trips' documents carry the
    /// removal: the companion list alone keeps a person who is still on a trip somewhere.
    @Test func forgettingACompanionEverywhereReachesTheOtherMachine() throws {
        let sync = try SyncHarness(machines: 2)
        for trip in ["Jeju", "Busan"] {
            sync.run(0, "new", trip)
            #expect(sync.run(0, "companion", "add", "지민", "--trip", trip).code == 0)
        }
        #expect(sync.run(0, "companion", "add", "민수", "--trip", "Jeju").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(1, "companion", "rm", "지민", "--everywhere", "--yes").code == 0)
        let report = sync.run(1, "sync", "--json")
        #expect(report.code == 0)
        #expect(report.stdout.contains("\"committed\" : 3"))
        try sync.sync(0)
        for machine in 0..<2 {
            for trip in ["Jeju", "Busan"] {
                let names = (try sync.show(machine, trip)["companions"] as? [[String: Any]])?.compactMap {
                    $0["name"] as? String
                }
                #expect(names == (trip == "Jeju" ? ["민수"] : []), "\(trip) on \(sync.names[machine])")
            }
            #expect(try companions(sync, machine) == ["민수"])
        }
        #expect(try sync.trips(0) == sync.trips(1))
    }

    @Test func bookmarksAndSearchesFromBothMachinesAreKept() throws {
        let sync = try SyncHarness(machines: 2)
        for machine in 0..<2 { #expect(sync.run(machine, "spots", "import", Self.seoul).code == 0) }
        #expect(sync.run(0, "spots", "bookmark", "126508").code == 0)
        #expect(sync.run(0, "spots", "search", "궁").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(try bookmarks(sync, 1) == ["126508"])
        // One side removes a bookmark and adds one, the other searches: both edits survive.
        #expect(sync.run(0, "spots", "unbookmark", "126508").code == 0)
        #expect(sync.run(1, "spots", "bookmark", "126511").code == 0)
        #expect(sync.run(1, "spots", "search", "덕수").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        try sync.sync(0)
        for machine in 0..<2 {
            #expect(try bookmarks(sync, machine) == ["126511"])
            let keywords = try items(sync.run(machine, "spots", "history", "--json")).compactMap {
                $0["keyword"] as? String
            }
            #expect(keywords.sorted() == ["궁", "덕수"])
        }
    }

    /// A bookmark of a spot another machine's catalog lacks arrives there with its spot (the catalog
    /// syncs too), and neither machine's bookmark removes the other's.
    @Test func aBookmarkOfASpotMissingHereArrivesWithItsSpot() throws {
        let sync = try SyncHarness(machines: 3)
        #expect(sync.run(0, "spots", "import", Self.seoul).code == 0)
        #expect(sync.run(1, "spots", "import", Self.jeju).code == 0)
        for catalog in [Self.seoul, Self.jeju] { #expect(sync.run(2, "spots", "import", catalog).code == 0) }
        #expect(sync.run(0, "spots", "bookmark", "126508").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        // Machine 1 imported no Seoul spot: its own bookmark must not remove machine 0's.
        let jejuSpot = try #require(
            try items(sync.run(1, "spots", "search", "만장", "--json")).first?["contentId"] as? String)
        #expect(sync.run(1, "spots", "bookmark", jejuSpot).code == 0)
        try sync.sync(1)
        try sync.sync(0)
        try sync.sync(2)
        for machine in 0..<3 { #expect(try bookmarks(sync, machine) == ["126508", jejuSpot].sorted()) }
    }

    @Test func theSameSpotBookmarkedOnBothSidesIsOneConflictThatCanBeTakenBack() throws {
        let sync = try SyncHarness(machines: 2)
        for machine in 0..<2 { #expect(sync.run(machine, "spots", "import", Self.seoul).code == 0) }
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(0, "spots", "bookmark", "126508").code == 0)
        #expect(sync.run(1, "spots", "bookmark", "126508").code == 0)
        try sync.sync(0)
        try sync.sync(1)
        try sync.sync(0)
        let conflicts = try items(sync.run(1, "sync", "conflicts", "--json"))
        try #require(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect(conflict["tripName"] as? String == "bookmarks.json")
        #expect((conflict["field"] as? String)?.hasPrefix("items[") == true)
        #expect((conflict["field"] as? String)?.hasSuffix("].createdAt") == true)
        let winner = try #require(conflict["winner"] as? String)
        let loser = winner == "ours" ? "theirs" : "ours"
        let lost = try #require(conflict[loser] as? String)
        let kept = try #require(conflict[winner] as? String)
        #expect(lost != kept)
        let id = try #require(conflict["id"] as? Int)
        #expect(sync.run(1, "sync", "conflicts", "--take", loser, String(id)).code == 0)
        #expect(sync.run(1, "sync", "conflicts").stdout == "No conflicts.\n")
        try sync.sync(1)
        try sync.sync(0)
        // The bookmark list does not show its time: the remote's document must hold the value taken back.
        let document = try Self.show(sync.remote, "main:bookmarks.json")
        #expect(document.contains(lost))
        #expect(!document.contains(kept))
        #expect(try bookmarks(sync, 0) == ["126508"])
    }

    /// `git show OBJECT` in a bare repository.
    static func show(_ repository: String, _ object: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["--git-dir", repository, "show", object]
        process.environment = ["GIT_CONFIG_NOSYSTEM": "1", "HOME": "/nonexistent", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git show \(object)")
        return String(decoding: data, as: UTF8.self)
    }
}
