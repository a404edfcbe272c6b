import Foundation
import Testing

/// End-to-end runs of `trip spots …` and `trip festivals` against the TourAPI fixtures.
@Suite struct SpotsCommandTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tourapi/\(name)").path
    }

    private func seeded() throws -> CLIHarness {
        let cli = try CLIHarness()
        let result = cli.run(
            "spots", "import", Self.fixture("areaBasedList2_seoul.json"),
            Self.fixture("detailWithTour1_gyeongbokgung.json"),
            Self.fixture("searchFestival2_sample.json"), Self.fixture("searchFestival2_undated.json"))
        #expect(result.code == 0, "\(result.stderr)")
        return cli
    }

    @Test func importReportsCountsAndIsIdempotent() throws {
        let cli = try seeded()
        let before = try cli.dump()
        let again = cli.run("spots", "import", Self.fixture("areaBasedList2_seoul.json"), "--json")
        #expect(again.code == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? Int == 0 && report["updated"] as? Int == 0 && report["unchanged"] as? Int == 6)
        #expect((report["skipped"] as? [Any])?.isEmpty == true)
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("error_quota.json", "XML error response"),
        ("broken.json", "not valid JSON"),
        ("areaBasedList2_missing_mapx.json", "item 2 (contentid 126511), field 'mapx'"),
    ])
    func badFileImportsNothingAndNamesTheProblem(file: String, message: String) throws {
        let cli = try CLIHarness()
        let result = cli.run("spots", "import", Self.fixture("areaBasedList1_jeju_v1.json"), Self.fixture(file))
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(file))
        #expect(result.stderr.contains(message))
        #expect(result.stdout.isEmpty)
        let search = cli.run("spots", "search", "성산", "--json")
        #expect(search.stdout.contains("\"items\" : [\n\n  ]"))
    }

    @Test func missingFileIsExit66() throws {
        let cli = try CLIHarness()
        #expect(cli.run("spots", "import", "/nonexistent/tour.json").code == 66)
    }

    @Test func searchFindsPartialKoreanWordsAndRemembersIt() throws {
        let cli = try seeded()
        let result = cli.run("spots", "search", "궁", "--lang", "en")
        #expect(result.code == 0)
        let titles = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[1] }
        #expect(titles == ["경복궁", "덕수궁", "창덕궁"])
        let korean = cli.run("spots", "search", "축제", "--type", "festival", environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout.hasPrefix("ID"))
        #expect(korean.stdout.contains("이름"))
        #expect(korean.stdout.contains("축제공연행사"))
        let history = cli.run("spots", "history", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["keyword"] as? String } == ["축제", "궁"])
        #expect(items.first?["filters"] as? String == "--type festival")
        #expect(cli.run("spots", "history", "--clear").stdout == "Cleared 2 remembered searches\n")
        #expect(cli.run("spots", "history").stderr == "No searches yet.\n")
    }

    @Test func pagingPrintsACursorThatContinuesTheList() throws {
        let cli = try seeded()
        let first = cli.run("spots", "search", "--area", "seoul", "--limit", "4", "--lang", "en")
        #expect(first.stdout.split(separator: "\n").count == 5)
        let cursor = try #require(first.stderr.split(separator: " ").last.map { String($0.dropLast()) })
        #expect(first.stderr.hasPrefix("More: --cursor "))
        let second = cli.run("spots", "search", "--area", "seoul", "--limit", "4", "--cursor", cursor, "--lang", "en")
        #expect(second.code == 0)
        #expect(second.stderr.isEmpty)
        #expect(second.stdout.split(separator: "\n").count == 4)  // 7 Seoul spots: 4 + 3
        let wrong = cli.run("spots", "bookmarks", "--cursor", cursor)
        #expect(wrong.code == 64)
    }

    @Test func nearShowsDistancesAndFiltersByFacility() throws {
        let cli = try seeded()
        let result = cli.run("spots", "near", "37.5796,126.977", "--radius", "1km", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["경복궁", "북촌한옥마을"])
        #expect((items.last?["distance"] as? Double).map { $0 > 600 && $0 < 700 } == true)
        #expect(object.keys.contains("nextCursor"))
        let accessible = cli.run(
            "spots", "near", "37.5796,126.977", "--accessible", "wheelchair,restroom", "--lang", "en")
        #expect(accessible.stdout.contains("경복궁"))
        #expect(!accessible.stdout.contains("북촌"))
        #expect(cli.run("spots", "near", "37.5,126.9", "--accessible", "teleporter").code == 64)
        #expect(cli.run("spots", "near", "37.5,126.9", "--radius", "far").code == 64)
    }

    @Test func nearCurrentUsesTheCurrentTripsNextStop() throws {
        let cli = try seeded()
        cli.run("new", "Palaces")
        cli.run("start", "Palaces")
        let added = cli.run("stop", "add", "--spot", "126511")
        #expect(added.stdout == "Added '창덕궁' to 'Palaces' at position 1 of 1\n")
        let stops = cli.run("stop", "list", "--json")
        #expect(stops.stdout.contains("\"spotId\" : \""))
        let near = cli.run("spots", "near", "current", "--radius", "1km", "--lang", "en")
        #expect(near.stdout.contains("창덕궁"))
        #expect(near.stdout.contains("0 m"))
    }

    @Test func showGroupsBarrierFreeFactsInBothLanguages() throws {
        let cli = try seeded()
        let english = cli.run("spots", "show", "126508", "--lang", "en")
        #expect(english.stdout.contains("Families with infants\n    Stroller: 유아차 대여 가능"))
        #expect(english.stdout.contains("Older people"))
        let korean = cli.run("spots", "show", "126508", "--lang", "ko")
        #expect(korean.stdout.contains("영유아가족\n    유아차: 유아차 대여 가능"))
        #expect(cli.run("spots", "show", "999").code == 65)
    }

    @Test func bookmarksListNewestFirst() throws {
        let cli = try seeded()
        #expect(cli.run("spots", "bookmark", "126508", "--lang", "en").stdout == "Bookmarked '경복궁'\n")
        cli.run("spots", "bookmark", "126511")
        let list = cli.run("spots", "bookmarks", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["contentId"] as? String } == ["126511", "126508"])
        #expect(cli.run("spots", "unbookmark", "126508", "--lang", "en").stdout.hasPrefix("Removed"))
        #expect(cli.run("spots", "show", "126511", "--json").stdout.contains("\"bookmarked\" : true"))
    }

    @Test func festivalsOverlapTheDatesAndCountUndatedOnes() throws {
        let cli = try seeded()
        let day = cli.run("festivals", "--on", "2026-11-07", "--lang", "en")
        #expect(day.stdout.contains("부산불꽃축제"))
        #expect(!day.stdout.contains("서울빛초롱축제"))
        #expect(day.stderr == "1 festival without dates left out.\n")
        let range = cli.run("festivals", "--from", "2026-12-01", "--to", "2027-01-10", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(range.stdout.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["서울빛초롱축제", "평창송어축제"])
        #expect(object["undated"] as? Int == 1)
        #expect(cli.run("festivals", "--on", "2026-11-07", "--from", "2026-11-01").code == 64)
    }
}

extension SpotsCommandTests {
    @Test func largeImportShowsProgressOnlyOnATerminal() throws {
        let items = (0..<5_000).map { index in
            #"{"contentid":"\#(900_000 + index)","title":"스팟\#(index)","mapx":"127.\#(index)","mapy":"37.5"}"#
        }
        let json =
            #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":["#
            + items.joined(separator: ",") + "]}}}}"
        let cli = try CLIHarness()
        let path = try cli.file("big.json", json)
        let quiet = cli.run("spots", "import", path)
        #expect(quiet.stdout.hasPrefix("Imported 1 file: 5000 added"))
        #expect(quiet.stderr.isEmpty)
        let other = try CLIHarness()
        let shown = other.run("spots", "import", try other.file("big.json", json), terminal: true)
        #expect(shown.stderr.hasSuffix("Importing spots: 5000 of 5000\n"))
    }
}

extension SpotsCommandTests {
    /// A page with an item whose contentid is not a number, an item that is not an object, and a good one.
    static let pageWithBadItems =
        #"{"response":{"header":{"resultCode":"0000"},"body":{"items":{"item":["#
        + #"{"contentid":"abc","title":"엉터리","mapx":"127.0","mapy":"37.5"},"just text","#
        + #"{"contentid":"900001","title":"좋은곳","mapx":"127.01","mapy":"37.51"}]}}}}"#

    @Test func skipInvalidImportsTheGoodItemsAndNamesEachBadOne() throws {
        let cli = try CLIHarness()
        let page = try cli.file("page.json", Self.pageWithBadItems)
        let result = cli.run(
            "spots", "import", "--skip-invalid", Self.fixture("areaBasedList2_missing_mapx.json"), page)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "Imported 2 files: 2 added, 0 updated, 0 unchanged; barrier-free facts for 0 spots; "
                + "3 invalid items skipped\n")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines[0].hasPrefix("Skipped ") && lines[0].contains("item 2 (contentid 126511), field 'mapx'"))
        #expect(lines[1].hasPrefix("Skipped \(page), item 1, field 'contentid': 'abc'"), "\(lines)")
        #expect(lines[2] == "Skipped \(page), item 2: the item is not a JSON object")
        let found = cli.run("spots", "search", "궁", "--json").stdout + cli.run("spots", "search", "좋은", "--json").stdout
        #expect(found.contains("경복궁") && found.contains("좋은곳") && !found.contains("창덕궁"))
    }

    @Test func skipInvalidListsTheSkippedItemsInJSON() throws {
        let cli = try CLIHarness()
        let page = try cli.file("page.json", Self.pageWithBadItems)
        let result = cli.run("spots", "import", page, "--skip-invalid", "--json")
        #expect(result.code == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["added"] as? Int == 1)
        let skipped = try #require(report["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["item"] as? Int } == [1, 2])
        #expect(skipped[0]["field"] as? String == "contentid" && skipped[0]["file"] as? String == page)
        #expect(skipped[1]["reason"] as? String == "the item is not a JSON object")
    }

    @Test func withoutSkipInvalidOneBadItemStillRefusesTheBatch() throws {
        let cli = try CLIHarness()
        let page = try cli.file("page.json", Self.pageWithBadItems)
        let before = try cli.dump()
        let result = cli.run("spots", "import", page)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: \(page), item 1, field 'contentid'"), "\(result.stderr)")
        #expect(try cli.dump() == before)
    }

    @Test func skipInvalidStillRefusesAFileThatIsNotAResponse() throws {
        let cli = try CLIHarness()
        let before = try cli.dump()
        let result = cli.run("spots", "import", "--skip-invalid", Self.fixture("broken.json"))
        #expect(result.code == 65)
        #expect(result.stderr.contains("not valid JSON"))
        #expect(try cli.dump() == before)
    }
}
