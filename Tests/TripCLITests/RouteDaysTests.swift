import Foundation
import Testing

/// `trip route --optimize` on a trip planned by days: each day is reordered on its own and keeps its stops.
@Suite("trip route by days")
struct RouteDaysTests {
    static let jeju = "제주"

    /// The Jeju sample (days 1–3 in blocks of 5, 4 and 3 stops) with day 1 and day 2 zig-zagging:
    /// 성산일출봉 (4) moves to 2 and 천지연폭포 (9) to 7, each staying within its own day's positions.
    static func scrambledJeju() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("import", CLIHarness.sample("jeju-3-days.json")).code == 0)
        try #require(cli.run("stop", "move", jeju, "성산일출봉", "--to", "2").code == 0)
        try #require(cli.run("stop", "move", jeju, "천지연폭포", "--to", "7").code == 0)
        return cli
    }

    @Test func applyKeepsEveryStopInItsDayAndTheDaysInOrder() throws {
        let cli = try Self.scrambledJeju()
        let before = try stops(cli)
        let result = try json(cli, "route", Self.jeju, "--apply", "--json")
        #expect(result["applied"] as? Bool == true)
        let after = try stops(cli)
        #expect(after.map(\.id) == result["order"] as? [String])
        #expect(dayOf(after) == dayOf(before))
        // Contiguous and in order: the days read along the route never go back.
        let days = after.compactMap(\.day)
        #expect(days == days.sorted())
        #expect(try #require(result["totalMeters"] as? Double) < #require(result["beforeMeters"] as? Double))
        #expect(try #require(result["legs"] as? [[String: Any]]).count == 11)
    }

    @Test func noDayGetsLongerAndTheScrambledDaysGetShorter() throws {
        let cli = try Self.scrambledJeju()
        let result = try json(cli, "route", Self.jeju, "--optimize", "--json")
        let days = try #require(result["days"] as? [[String: Any]])
        #expect(days.compactMap { $0["day"] as? Int } == [1, 2, 3])
        #expect(days.compactMap { $0["stopCount"] as? Int } == [5, 4, 3])
        for day in days {
            let before = try #require(day["beforeMeters"] as? Double)
            let after = try #require(day["totalMeters"] as? Double)
            #expect(after <= before, "day \(day["day"] ?? "?")")
            if day["day"] as? Int != 3 { #expect(after < before) }
        }
        #expect(days.compactMap { $0["changed"] as? Bool } == [true, true, false])
        #expect(try #require(result["totalMeters"] as? Double) <= #require(result["beforeMeters"] as? Double))
    }

    @Test func previewShowsEachDayAndLeavesTheDatabaseUnchanged() throws {
        let cli = try Self.scrambledJeju()
        let before = try cli.dump()
        let result = cli.run("route", Self.jeju, "--optimize")
        #expect(result.code == 0)
        #expect(result.stdout.contains("day 2: 4 stops"))
        #expect(result.stdout.contains("SAVING"))
        #expect(result.stdout.contains("Before: "))
        #expect(result.stderr.contains("--apply"))
        #expect(try cli.dump() == before)
    }

    @Test func applySavesThePreviewedOrderAndThenHasNothingLeft() throws {
        let cli = try Self.scrambledJeju()
        let preview = try json(cli, "route", Self.jeju, "--optimize", "--json")
        let applied = try json(cli, "route", Self.jeju, "--apply", "--json")
        #expect(applied["order"] as? [String] == preview["order"] as? [String])
        let dump = try cli.dump()
        let again = cli.run("route", Self.jeju, "--apply")
        #expect(again.code == 0)
        #expect(again.stderr.contains("Nothing to apply"))
        #expect(try cli.dump() == dump)
    }

    @Test func stopsWithoutADayStayWhereTheyAre() throws {
        let cli = try Self.scrambledJeju()
        try #require(cli.run("stop", "add", Self.jeju, "호텔", "--lat", "33.25", "--lon", "126.41").code == 0)
        try #require(cli.run("stop", "move", Self.jeju, "호텔", "--to", "6").code == 0)
        let before = try stops(cli)
        let result = cli.run("route", Self.jeju, "--apply", "--start", "any")
        #expect(result.code == 0)
        #expect(result.stderr.contains("'호텔' has no day, so it keeps its position"))
        let after = try stops(cli)
        #expect(after[5].id == before[5].id)
        #expect(after[5].day == nil)
        #expect(after.map(\.id) != before.map(\.id))
        let days = after.compactMap(\.day)
        #expect(days == days.sorted())
    }

    @Test func daysAlreadyMixedUpStayOnTheirOwnPositions() throws {
        let cli = try Self.scrambledJeju()
        try #require(cli.run("stop", "move", Self.jeju, "협재해수욕장", "--to", "3").code == 0)
        let before = try stops(cli)
        let result = cli.run("route", Self.jeju, "--apply", "--start", "any")
        #expect(result.code == 0)
        #expect(result.stderr.contains("days are mixed up"))
        let after = try stops(cli)
        #expect(after.map(\.day) == before.map(\.day))
        #expect(dayOf(after) == dayOf(before))
        #expect(after.map(\.id) != before.map(\.id))
    }

    @Test func ignoreDaysPlansOneRouteAsIfTheTripHadNoDays() throws {
        let cli = try Self.scrambledJeju()
        let undated = try Self.scrambledJeju()
        for stop in try stops(undated) {
            try #require(undated.run("stop", "edit", Self.jeju, stop.id, "--day", "none").code == 0)
        }
        let ignoring = try json(cli, "route", Self.jeju, "--optimize", "--ignore-days", "--json")
        let plain = try json(undated, "route", Self.jeju, "--optimize", "--json")
        #expect(ignoring["order"] as? [String] == plain["order"] as? [String])
        #expect(ignoring["totalMeters"] as? Double == plain["totalMeters"] as? Double)
        #expect(ignoring["days"] == nil)
        // Across the days the route is shorter than any order that keeps them.
        let byDays = try json(cli, "route", Self.jeju, "--optimize", "--json")
        #expect(try #require(ignoring["totalMeters"] as? Double) < #require(byDays["totalMeters"] as? Double))
    }

    @Test func ignoreDaysApplyKeepsTheDaysButMixesThemAndSaysSo() throws {
        let cli = try Self.scrambledJeju()
        let before = try stops(cli)
        let result = cli.run("route", Self.jeju, "--apply", "--ignore-days")
        #expect(result.code == 0)
        #expect(result.stderr.contains("mixes the days"))
        let after = try stops(cli)
        #expect(dayOf(after) == dayOf(before))
        let days = after.compactMap(\.day)
        #expect(days != days.sorted())
    }

    @Test func sameTripSameOrderAndSameReport() throws {
        let cli = try Self.scrambledJeju()
        for arguments in [["--json"], [], ["--start", "any", "--end", "last"], ["--round-trip", "--json"]] {
            let first = cli.run(arguments: ["route", Self.jeju, "--optimize"] + arguments)
            let second = cli.run(arguments: ["route", Self.jeju, "--optimize"] + arguments)
            #expect(first.code == 0)
            #expect(first.stdout == second.stdout, "\(arguments)")
        }
        let other = try Self.scrambledJeju()
        #expect(
            other.run("route", Self.jeju, "--optimize", "--json").stdout
                == cli.run("route", Self.jeju, "--optimize", "--json").stdout)
    }

    @Test func startAndEndKeepEachDaysEnds() throws {
        let cli = try Self.scrambledJeju()
        let ids = try stops(cli).map(\.id)
        let first = try #require(try json(cli, "route", Self.jeju, "--optimize", "--json")["order"] as? [String])
        #expect([0, 5, 9].map { first[$0] } == [0, 5, 9].map { ids[$0] })
        let last = try #require(
            try json(cli, "route", Self.jeju, "--optimize", "--start", "any", "--end", "last", "--json")["order"]
                as? [String])
        #expect([4, 8, 11].map { last[$0] } == [4, 8, 11].map { ids[$0] })
    }

    @Test func aPlanFromPlanDaysStaysInItsDays() throws {
        let cli = try CLIHarness()
        try #require(cli.run("import", CLIHarness.sample("jeju-3-days.json")).code == 0)
        try #require(cli.run("plan", "days", "2", Self.jeju, "--apply").code == 0)
        let before = try stops(cli)
        let result = try json(cli, "route", Self.jeju, "--apply", "--start", "any", "--json")
        let after = try stops(cli)
        #expect(after.map(\.day) == before.map(\.day))
        #expect(try #require(result["totalMeters"] as? Double) <= #require(result["beforeMeters"] as? Double))
    }

    /// Day 1 runs A → B → C and day 2 starts at D, north of B: the whole route is shorter as
    /// A → C → B → D, but that makes day 1 longer, so only `--day 1` takes it.
    @Test func aDayIsNotMadeLongerToShortenTheWayToTheNext() throws {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Line").code == 0)
        for (name, latitude, day) in [
            ("A", "0", "1"), ("B", "0.01", "1"), ("C", "-0.012", "1"), ("D", "0.1", "2"), ("E", "0.11", "2"),
            ("F", "0.12", "2"),
        ] {
            try #require(cli.run("stop", "add", "Line", name, "--lat", latitude, "--lon", "0", "--day", day).code == 0)
        }
        let before = try cli.dump()
        let result = cli.run("route", "Line", "--apply")
        #expect(result.code == 0)
        #expect(result.stderr.contains("Day 1 keeps its order"))
        #expect(!result.stderr.contains("already the shortest"))
        #expect(try cli.dump() == before)
        let single = try json(cli, "route", "Line", "--optimize", "--day", "1", "--json")
        #expect(single["changed"] as? Bool == true)
    }

    @Test(arguments: [
        (["route", jeju, "--ignore-days"], "--ignore-days only applies with --optimize"),
        (["route", jeju, "--optimize", "--ignore-days", "--day", "2"], "either --day or --ignore-days"),
    ])
    func badCombinationsAreUsageErrors(arguments: [String], message: String) throws {
        let cli = try Self.scrambledJeju()
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        #expect(result.code == 64)
        #expect(result.stderr.contains(message))
        #expect(try cli.dump() == before)
    }

    private func dayOf(_ stops: [StopDay]) -> [String: Int?] {
        Dictionary(uniqueKeysWithValues: stops.map { ($0.id, $0.day) })
    }

    private struct StopDay {
        let id: String
        let day: Int?
    }

    /// The trip's stops in order, with their days.
    private func stops(_ cli: CLIHarness) throws -> [StopDay] {
        let output = cli.run("stop", "list", Self.jeju, "--json").stdout
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return try stops.map { StopDay(id: try #require($0["id"] as? String), day: $0["day"] as? Int) }
    }

    private func json(_ cli: CLIHarness, _ arguments: String...) throws -> [String: Any] {
        let result = cli.run(arguments: arguments)
        try #require(result.code == 0, "\(arguments) failed: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
}
