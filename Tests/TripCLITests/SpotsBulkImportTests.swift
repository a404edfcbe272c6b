import Foundation
import Testing

/// `trip spots import` of a file large enough for the bulk path, into a catalog that already holds
/// the Seoul fixture: same results as row by row, all or nothing.
@Suite struct SpotsBulkImportTests {
    /// 5,000 new items, then 경복궁 (126508) renamed and moved to Jeju, then `extra` raw items.
    static func page(extra: [String] = []) -> String {
        let items =
            (0..<5_000).map { index in
                #"{"contentid":"\#(800_000 + index)","title":"대량\#(index)","mapx":"128.\#(index)","mapy":"36.5"}"#
            } + [#"{"contentid":"126508","title":"새이름궁전","mapx":"126.5312","mapy":"33.4996"}"#] + extra
        return #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":["#
            + items.joined(separator: ",") + "]}}}}"
    }

    private func seeded() throws -> CLIHarness {
        let cli = try CLIHarness()
        let seed = cli.run("spots", "import", SpotsCommandTests.fixture("areaBasedList2_seoul.json"))
        #expect(seed.code == 0, "\(seed.stderr)")
        #expect(cli.run("spots", "bookmark", "126508").code == 0)
        return cli
    }

    @Test func anUpdatedSpotIsFoundByItsNewTitleAndPlaceOnlyAndKeepsItsBookmark() throws {
        let cli = try seeded()
        let result = cli.run("spots", "import", try cli.file("big.json", Self.page()))
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported 1 file: 5000 added, 1 updated, 0 unchanged"), "\(result.stdout)")
        #expect(cli.run("spots", "search", "새이름").stdout.contains("126508"))
        #expect(!cli.run("spots", "search", "경복궁").stdout.contains("126508"))
        #expect(cli.run("spots", "search", "대량4999").stdout.contains("804999"))
        #expect(cli.run("spots", "near", "33.4996,126.5312", "--radius", "500m").stdout.contains("새이름궁전"))
        #expect(!cli.run("spots", "near", "37.579617,126.977041", "--radius", "500m").stdout.contains("126508"))
        #expect(cli.run("spots", "bookmarks").stdout.contains("새이름궁전"))
    }

    @Test func aBadItemAtTheEndOfALargeFileImportsNothing() throws {
        let cli = try seeded()
        let before = try cli.dump()
        let bad = #"{"contentid":"900123","title":"","mapx":"127.0","mapy":"37.5"}"#
        let path = try cli.file("big.json", Self.page(extra: [bad]))
        let result = cli.run("spots", "import", path)
        #expect(result.code == 65)
        #expect(
            result.stderr.hasPrefix("Error: \(path), item 5002 (contentid 900123), field 'title'"), "\(result.stderr)")
        #expect(try cli.dump() == before)
    }
}
