import Foundation
import Testing

/// `trip stop add --spot` copies the opening hours TourAPI gives where it can read them, and keeps the
/// text (saying so on standard error) where it cannot.
@Suite struct StopHoursFromSpotTests {
    static func seeded() throws -> CLIHarness {
        let cli = try CLIHarness()
        let imported = cli.run(
            "spots", "import", SpotsCommandTests.fixture("areaBasedList2_seoul.json"),
            SpotsCommandTests.fixture("detailIntro2_seoul.json"))
        try #require(imported.code == 0, "\(imported.stderr)")
        try #require(cli.run("new", "Palaces").code == 0)
        return cli
    }

    static func stop(_ cli: CLIHarness, at position: Int) throws -> [String: Any] {
        let list = cli.run("stop", "list", "Palaces", "--json")
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        return stops[position - 1]
    }

    @Test func readableHoursAreCopied() throws {
        let cli = try Self.seeded()
        let added = cli.run("stop", "add", "Palaces", "--spot", "126509")
        #expect(added.code == 0)
        #expect(added.stdout == "Added '덕수궁' to 'Palaces' at position 1 of 1\n")
        #expect(added.stderr == "Note: opening hours from the spot: 09:00-21:00; Mo off\n")
        let stop = try Self.stop(cli, at: 1)
        #expect(stop["openingHours"] as? String == "09:00-21:00; Mo off")
        #expect(stop["notes"] as? String == "")
    }

    @Test func unreadableHoursStayAsTextInTheNotes() throws {
        let cli = try Self.seeded()
        let added = cli.run("stop", "add", "Palaces", "--spot", "126511", "--notes", "gate 2")
        #expect(added.code == 0)
        #expect(
            added.stderr
                == "Note: the spot's hours were not copied (the opening times are not one of the forms read, "
                + "like 09:00~18:00); their text is in the stop's notes; set them with 'trip stop edit --hours'\n")
        let stop = try Self.stop(cli, at: 1)
        #expect(stop["openingHours"] is NSNull || stop["openingHours"] == nil)
        #expect(
            stop["notes"] as? String
                == "gate 2\n이용시간: 하절기(2~5월) 09:00~18:00\n동절기(11~1월) 09:00~17:30\n쉬는날: 매주 월요일")
    }

    @Test func hoursGivenOnTheCommandLineWin() throws {
        let cli = try Self.seeded()
        let added = cli.run("stop", "add", "Palaces", "--spot", "126508", "--hours", "Mo-Su 10:00-16:00")
        #expect(added.code == 0)
        #expect(added.stderr.isEmpty)
        #expect(try Self.stop(cli, at: 1)["openingHours"] as? String == "Mo-Su 10:00-16:00")
    }

    @Test func aSpotWithoutHoursAddsAPlainStop() throws {
        let cli = try Self.seeded()
        let added = cli.run("stop", "add", "Palaces", "--spot", "2540339")
        #expect(added.code == 0)
        #expect(added.stderr.isEmpty)
        let stop = try Self.stop(cli, at: 1)
        #expect(stop["openingHours"] is NSNull || stop["openingHours"] == nil)
    }

    @Test func spotsShowGivesTheTextsAsTourAPIWroteThem() throws {
        let cli = try Self.seeded()
        let english = cli.run("spots", "show", "126511", "--lang", "en").stdout
        #expect(english.contains("\n  Hours: 하절기(2~5월) 09:00~18:00 / 동절기(11~1월) 09:00~17:30\n"))
        #expect(english.contains("\n  Closed: 매주 월요일\n"))
        let korean = cli.run("spots", "show", "126508", "--lang", "ko").stdout
        #expect(korean.contains("\n  이용시간: 09:00~18:00 (입장마감 17:00)\n  쉬는날: 매주 화요일\n"))
        let json = cli.run("spots", "show", "126508", "--json").stdout
        #expect(json.contains("\"restDate\" : \"매주 화요일\""))
    }
}
