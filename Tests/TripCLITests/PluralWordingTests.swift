import Foundation
import Testing

/// Counts of one read in the singular wherever a count can be one (see also WordingTests).
@Suite struct PluralWordingTests {
    @Test func planningOneStopInOneDaySaysSo() throws {
        let cli = try WordingTests.oneStopTrip()
        let result = cli.run("plan", "days", "1", "Solo")
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("Solo: 1 stop in 1 day, "))
    }

    @Test func aStopLockedBeyondAOneDayPlanCountsTheDay() throws {
        let cli = try WordingTests.oneStopTrip()
        try #require(
            cli.run("stop", "add", "Solo", "덕수궁", "--lat", "37.565804", "--lon", "126.975146", "--day", "2").code == 0)
        try #require(cli.run("stop", "lock", "Solo", "2").code == 0)
        let before = try cli.dump()
        let result = cli.run("plan", "days", "1", "Solo", "--apply")
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: stop 2 '덕수궁' is locked on day 2 but the plan has 1 day; "
                + "unlock it ('trip stop unlock') or plan 2 days\n")
        #expect(try cli.dump() == before)
    }

    @Test func oneBaseForOneDayIsCountedInTheSingular() throws {
        let cli = try WordingTests.oneStopTrip()
        let before = try cli.dump()
        let result = cli.run("plan", "days", "1", "Solo", "--bases", "37.5,127.0,37.6,127.1")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --bases needs one base per day: 1 for 1 day, got 2\n"))
        #expect(try cli.dump() == before)
    }

    @Test func importingAOnePointRouteSaysOneStop() throws {
        let cli = try CLIHarness()
        let gpx = try cli.file(
            "one.gpx",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
              <wpt lat="37.579617" lon="126.977041"><name>경복궁</name></wpt>
            </gpx>
            """)
        let result = cli.run("import", gpx)
        #expect(result.code == 0)
        #expect(result.stdout == "Imported 'one' with 1 stop from gpx\n")
    }
}
