import Foundation
import Testing

/// Counts agree with their nouns, a no-op says so, and the argument orders people try work.
@Suite struct WordingTests {
    static func oneStopTrip() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Solo").code == 0)
        try #require(cli.run("stop", "add", "Solo", "경복궁", "--lat", "37.579617", "--lon", "126.977041").code == 0)
        return cli
    }

    @Test func showCountsOneStop() throws {
        let cli = try Self.oneStopTrip()
        let result = cli.run("show", "Solo")
        #expect(result.code == 0)
        #expect(result.stdout.hasSuffix("Total: 0 m over 1 stop\n"))
    }

    @Test func planningDaysOnATripWithoutStopsSaysSo() throws {
        let cli = try CLIHarness()
        cli.run("new", "Empty")
        let before = try cli.dump()
        let result = cli.run("plan", "days", "1", "Empty")
        #expect(result.code == 65)
        #expect(result.stderr == "Error: 'Empty' has no stops to plan; add some with 'trip stop add'\n")
        #expect(try cli.dump() == before)
    }

    @Test func planningMoreDaysThanStopsCountsThemRight() throws {
        let cli = try Self.oneStopTrip()
        let result = cli.run("plan", "days", "2", "Solo")
        #expect(result.code == 65)
        #expect(result.stderr == "Error: 'Solo' has 1 stop, too few for 2 days; plan at most 1 day\n")
    }

    @Test func movingAStopToWhereItIsSaysSoAndWritesNothing() throws {
        let cli = try Self.oneStopTrip()
        cli.run("stop", "add", "Solo", "덕수궁", "--lat", "37.565804", "--lon", "126.975146")
        let before = try cli.dump()
        let result = cli.run("stop", "move", "Solo", "2", "--to", "2")
        #expect(result.code == 0)
        #expect(result.stdout == "'덕수궁' is already at position 2 in 'Solo'; nothing moved\n")
        #expect(try cli.dump() == before)
    }

    @Test func planDaysTakesTheTripFirstToo() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("jeju-3-days.json"))
        let old = cli.run("plan", "days", "3", "제주", "--json")
        let new = cli.run("plan", "days", "제주", "3", "--json")
        #expect(old.code == 0)
        #expect(new.code == 0)
        #expect(new.stdout == old.stdout)
    }

    @Test func aRadiusWithoutAUnitIsRefused() throws {
        let cli = try CLIHarness()
        let result = cli.run("spots", "near", "37.5,126.9", "--radius", "2")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --radius needs a unit: 2km or 2m\n"))
    }

    @Test func companionsCountOneTrip() throws {
        let cli = try Self.oneStopTrip()
        cli.run("companion", "add", "지민", "--trip", "Solo")
        #expect(cli.run("companion", "list", "--all").stdout == "지민  (1 trip)\n")
    }

    @Test func rootHelpNamesBothKindsOfPrefix() throws {
        let cli = try CLIHarness()
        let help = cli.run("--help").stdout
        #expect(help.contains("a unique id prefix (at least 4 characters) or a unique"))
        #expect(help.contains("name prefix ('trip show 제주' finds '제주 3일')."))
    }
}
