import Foundation
import Testing

@testable import TripCLI
@testable import TripStore

/// `trip sync` carries the spot catalog in pieces (`spots/<two hex digits>.json`), merged spot by
/// spot (by id, which a TourAPI spot derives from its contentid) and field by field.
@Suite struct SyncSpotsTests {
    static let seoul = SpotsCommandTests.fixture("areaBasedList2_seoul.json")
    static let jeju = SpotsCommandTests.fixture("areaBasedList1_jeju_v1.json")
    static let gyeongbokgung = SpotsCommandTests.fixture("detailCommon1_gyeongbokgung.json")
    static let hours = SpotsCommandTests.fixture("detailIntro2_seoul.json")

    func spot(_ sync: SyncHarness, _ index: Int, _ contentId: String) throws -> [String: Any] {
        let result = sync.run(index, "spots", "show", contentId, "--json")
        try #require(result.code == 0, "spots show \(contentId) on \(sync.names[index]): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func report(_ sync: SyncHarness, _ index: Int) throws -> [String: Any] {
        let result = sync.run(index, "sync", "--json")
        try #require(result.code == 0, "sync on \(sync.names[index]): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// A TourAPI list with one item: 경복궁 under another title.
    func retitled(_ sync: SyncHarness, _ title: String) throws -> String {
        let item: [String: Any] = [
            "addr1": "서울특별시 종로구 사직로 161", "areacode": "1", "contentid": "126508", "contenttypeid": "12",
            "createdtime": "20031106090000", "mapx": "126.9770410000", "mapy": "37.5796170000",
            "modifiedtime": "20250718090000", "sigungucode": "23", "title": title,
        ]
        let body: [String: Any] = [
            "items": ["item": [item]], "numOfRows": 1, "pageNo": 1, "totalCount": 1,
        ]
        let document: [String: Any] = [
            "response": ["header": ["resultCode": "0000", "resultMsg": "OK"], "body": body]
        ]
        let path = sync.machines[0].directory.appendingPathComponent("retitled-\(title).json").path
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theCatalogTravelsAndEditsOnBothSidesOfOneSpotAreBothKept() throws {
        let sync = try SyncHarness(machines: 2)
        #expect(sync.run(0, "spots", "import", Self.seoul).code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(try spot(sync, 1, "126508")["title"] as? String == "경복궁")

        // One side adds the overview of 경복궁, the other its opening hours and the Jeju list.
        #expect(sync.run(0, "spots", "import", Self.gyeongbokgung).code == 0)
        // Only the piece holding the one spot that changed is written.
        #expect(try report(sync, 0)["committed"] as? Int == 1)
        #expect(sync.run(1, "spots", "import", Self.hours, Self.jeju).code == 0)
        let merged = try report(sync, 1)
        #expect(merged["merged"] as? Int == 1)
        #expect((merged["conflicts"] as? [Any])?.isEmpty == true)
        try sync.sync(0)
        for machine in 0..<2 {
            let palace = try spot(sync, machine, "126508")
            #expect((palace["overview"] as? String)?.isEmpty == false, "\(sync.names[machine])")
            #expect((palace["useTime"] as? String)?.hasPrefix("09:00") == true, "\(sync.names[machine])")
        }
        #expect(
            try JSONSerialization.data(withJSONObject: spot(sync, 0, "126508"), options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: spot(sync, 1, "126508"), options: .sortedKeys))
        #expect(sync.run(0, "sync", "status", "--json").stdout.contains("\"localChanges\" : 0"))
        // The Jeju list, imported on the laptop only, is on the desk (a search is a local change: last).
        let onDesk = sync.run(0, "spots", "search", "만장", "--json")
        #expect(onDesk.code == 0 && onDesk.stdout.contains("contentId"))
    }

    /// A repository an earlier build made holds trips only, and a database it synced has no record of
    /// the catalog's pieces: the next sync adds every piece, and the other machine gets the catalog.
    @Test func aRepositoryWithoutPiecesGetsThemFromTheNextSync() throws {
        let sync = try SyncHarness(machines: 2)
        sync.run(0, "new", "Jeju")
        try sync.sync(0)
        #expect(sync.run(0, "spots", "import", Self.seoul).code == 0)
        // What an earlier build leaves: no agreed fingerprints (and no piece in the repository).
        let connection = try Connection(path: sync.machines[0].databasePath)
        try connection.run("DELETE FROM sync_state WHERE key = 'spots:agreed'")
        connection.close()
        #expect(sync.run(0, "sync", "status", "--json").stdout.contains("\"localChanges\" : 6"))
        #expect(try report(sync, 0)["committed"] as? Int == 6)
        try sync.sync(1)
        #expect(try spot(sync, 1, "126508")["title"] as? String == "경복궁")
        #expect(sync.run(0, "sync", "status", "--json").stdout.contains("\"localChanges\" : 0"))
    }

    @Test func theSameSpotFieldChangedOnBothSidesIsAConflictThatCanBeTakenBack() throws {
        let sync = try SyncHarness(machines: 2)
        #expect(sync.run(0, "spots", "import", Self.seoul).code == 0)
        try sync.sync(0)
        try sync.sync(1)
        #expect(sync.run(0, "spots", "import", try retitled(sync, "경복궁 궁궐")).code == 0)
        #expect(sync.run(1, "spots", "import", try retitled(sync, "경복궁 고궁")).code == 0)
        try sync.sync(0)
        try sync.sync(1)
        try sync.sync(0)
        let listed = sync.run(1, "sync", "conflicts", "--json")
        let conflicts = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        try #require(conflicts.count == 1)
        let conflict = conflicts[0]
        #expect((conflict["tripName"] as? String)?.hasPrefix("spots/") == true)
        #expect((conflict["field"] as? String)?.hasSuffix(".title") == true)
        let winner = try #require(conflict["winner"] as? String)
        let loser = winner == "ours" ? "theirs" : "ours"
        let lost = try #require(conflict[loser] as? String)
        #expect(try spot(sync, 0, "126508")["title"] as? String == conflict[winner] as? String)
        let id = try #require(conflict["id"] as? Int)
        #expect(sync.run(1, "sync", "conflicts", "--take", loser, String(id)).code == 0)
        try sync.sync(1)
        try sync.sync(0)
        for machine in 0..<2 { #expect(try spot(sync, machine, "126508")["title"] as? String == lost) }
    }

    /// A piece someone else pushed that breaks the rules is refused whole, naming the piece and the
    /// field, with exit code 65, and the database is left exactly as it was.
    @Test(arguments: [
        (
            "spots/00.json",
            #"[{"id": "12345678-1234-4234-8234-123456789abc", "title": "x", "latitude": 1, "longitude": 2, "updatedAt": "2026-11-30T10:00:00.000Z"}]"#,
            "[0].id"
        ),
        (
            "spots/12.json",
            #"[{"id": "12345678-1234-4234-8234-123456789abc", "title": "x", "latitude": 91, "longitude": 2, "updatedAt": "2026-11-30T10:00:00.000Z"}]"#,
            "latitude"
        ),
    ])
    func anInvalidPieceFromTheRemoteIsRefusedAndChangesNothing(path: String, text: String, field: String) throws {
        let sync = try SyncHarness(machines: 2)
        #expect(sync.run(1, "spots", "import", Self.seoul).code == 0)
        try sync.sync(1)
        let work = sync.machines[0].directory.appendingPathComponent("stranger").path
        try SyncHarness.git(["clone", "--quiet", sync.remote, work])
        try FileManager.default.createDirectory(atPath: work + "/spots", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: work + "/" + path))
        try SyncHarness.git(["add", path], in: work)
        try SyncHarness.git(["commit", "--quiet", "-m", "broken piece"], in: work)
        try SyncHarness.git(["push", "--quiet", "origin", "HEAD:main"], in: work)
        let before = try sync.machines[1].dump()
        let result = sync.run(1, "sync")
        #expect(result.code == 65)
        #expect(result.stderr.contains(path))
        #expect(result.stderr.contains(field))
        #expect(try sync.machines[1].dump() == before)
    }
}
