import Foundation
import Testing

@Suite struct RouteCommandTests {
    /// The Seoul sample with its stops scrambled so there is something to optimize:
    /// N서울타워 (6) moves to 2 and 창덕궁 (3) to the end.
    static func scrambledSeoul() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("import", CLIHarness.sample("seoul-day.json")).code == 0)
        try #require(cli.run("stop", "move", "서울", "N서울타워", "--to", "2").code == 0)
        try #require(cli.run("stop", "move", "서울", "창덕궁", "--to", "6").code == 0)
        return cli
    }

    @Test func showsTheCurrentRouteWithLegsAndTotal() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        let result = cli.run("route", "서울")
        #expect(result.code == 0)
        #expect(result.stdout.contains("북촌한옥마을"))
        #expect(result.stdout.contains("Total: "))
        let route = try json(cli, "route", "서울", "--json")
        let show = try json(cli, "show", "서울", "--json")
        #expect(route["totalMeters"] as? Double == show["totalMeters"] as? Double)
        #expect(route["beforeMeters"] as? Double == route["totalMeters"] as? Double)
    }

    @Test func previewLeavesTheDatabaseUnchanged() throws {
        let cli = try Self.scrambledSeoul()
        let before = try cli.dump()
        let result = cli.run("route", "서울", "--optimize")
        #expect(result.code == 0)
        #expect(result.stdout.contains("Before: "))
        #expect(result.stdout.contains("Saving: "))
        #expect(result.stderr.contains("--apply"))
        #expect(try cli.dump() == before)
    }

    @Test func applySavesAShorterOrderInTheDatabase() throws {
        let cli = try Self.scrambledSeoul()
        let preview = try json(cli, "route", "서울", "--optimize", "--json")
        let applied = try json(cli, "route", "서울", "--apply", "--json")
        #expect(applied["applied"] as? Bool == true)
        #expect(applied["order"] as? [String] == preview["order"] as? [String])
        let before = try #require(applied["beforeMeters"] as? Double)
        let after = try #require(applied["totalMeters"] as? Double)
        #expect(after < before)
        #expect(try stopIDs(cli, "서울") == applied["order"] as? [String])
        // The saved trip now reports the optimized total, and a second --apply has nothing left to do.
        #expect(try json(cli, "route", "서울", "--json")["totalMeters"] as? Double == after)
        let dump = try cli.dump()
        let again = cli.run("route", "서울", "--apply")
        #expect(again.code == 0)
        #expect(again.stderr.contains("Nothing to apply"))
        #expect(try cli.dump() == dump)
    }

    @Test func lockedStopKeepsItsPosition() throws {
        let cli = try Self.scrambledSeoul()
        let locked = try stopIDs(cli, "서울")[1]  // N서울타워, badly placed at 2
        try #require(cli.run("stop", "lock", "서울", "2").code == 0)
        let result = try json(cli, "route", "서울", "--apply", "--start", "any", "--json")
        #expect((result["order"] as? [String])?[1] == locked)
        #expect(try stopIDs(cli, "서울")[1] == locked)
        #expect(try #require(result["totalMeters"] as? Double) <= #require(result["beforeMeters"] as? Double))
    }

    @Test func dayOnlyReordersThatDaysStops() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("jeju-3-days.json"))
        // Day 2 is positions 6…9; put 천지연폭포 (9) before 오설록 so the day zig-zags.
        try #require(cli.run("stop", "move", "제주", "천지연폭포", "--to", "7").code == 0)
        let ids = try stopIDs(cli, "제주")
        let result = try json(cli, "route", "제주", "--apply", "--day", "2", "--json")
        #expect(result["changed"] as? Bool == true)
        let after = try stopIDs(cli, "제주")
        for index in ids.indices where !(5...8).contains(index) { #expect(after[index] == ids[index]) }
        #expect(Set(after[5...8]) == Set(ids[5...8]))
        #expect(after[5] == ids[5])  // --start first keeps the day's first stop
        #expect(try #require(result["totalMeters"] as? Double) < #require(result["beforeMeters"] as? Double))
    }

    @Test func startFirstKeepsTheFirstStopAndEndLastTheLast() throws {
        let cli = try Self.scrambledSeoul()
        let ids = try stopIDs(cli, "서울")
        let first = try json(cli, "route", "서울", "--optimize", "--json")
        #expect((first["order"] as? [String])?.first == ids.first)
        let last = try json(cli, "route", "서울", "--optimize", "--start", "any", "--end", "last", "--json")
        #expect((last["order"] as? [String])?.last == ids.last)
    }

    @Test func roundTripCountsTheClosingLeg() throws {
        let cli = try Self.scrambledSeoul()
        let open = try json(cli, "route", "서울", "--json")
        let loop = try json(cli, "route", "서울", "--round-trip", "--json")
        let legs = try #require(loop["legs"] as? [[String: Any]])
        #expect(legs.count == 6)
        #expect(legs.last?["from"] as? Int == 6)
        #expect(legs.last?["to"] as? Int == 1)
        let closing = try #require(legs.last?["meters"] as? Double)
        let openTotal = try #require(open["totalMeters"] as? Double)
        #expect(abs(try #require(loop["totalMeters"] as? Double) - (openTotal + closing)) < 0.2)
        let ids = try stopIDs(cli, "서울")
        let optimized = try json(cli, "route", "서울", "--optimize", "--round-trip", "--json")
        #expect((optimized["legs"] as? [[String: Any]])?.count == 6)
        #expect((optimized["order"] as? [String])?.first == ids.first)
        // Keeping the last stop as well must not let the first one go.
        let both = try json(cli, "route", "서울", "--optimize", "--round-trip", "--end", "last", "--json")
        #expect((both["order"] as? [String])?.first == ids.first)
        #expect((both["order"] as? [String])?.last == ids.last)
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let cli = try Self.scrambledSeoul()
        let object = try json(cli, "route", "서울", "--optimize", "--json")
        #expect(
            Set(object.keys) == ["order", "legs", "totalMeters", "beforeMeters", "roundTrip", "changed", "applied"])
        #expect(Set(try #require(object["order"] as? [String])) == Set(try stopIDs(cli, "서울")))
        #expect((object["legs"] as? [[String: Any]])?.count == 5)
    }

    @Test func stopsLockedAtTheEndsActLikePinnedEnds() throws {
        let cli = try Self.scrambledSeoul()
        let ids = try stopIDs(cli, "서울")
        cli.run("stop", "lock", "서울", "1")
        cli.run("stop", "lock", "서울", "6")
        let result = try json(cli, "route", "서울", "--optimize", "--start", "any", "--json")
        let order = try #require(result["order"] as? [String])
        #expect(order.first == ids.first)
        #expect(order.last == ids.last)
        #expect(try #require(result["totalMeters"] as? Double) < #require(result["beforeMeters"] as? Double))
    }

    @Test func sameInputSameOrder() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("jeju-3-days.json"))
        let first = cli.run("route", "제주", "--optimize", "--start", "any", "--json")
        let second = cli.run("route", "제주", "--optimize", "--start", "any", "--json")
        #expect(first.code == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test func fewerThanThreeStopsIsNothingToOptimize() throws {
        let cli = try CLIHarness()
        cli.run("new", "Two")
        cli.run("stop", "add", "Two", "A", "--lat", "37.5", "--lon", "127")
        cli.run("stop", "add", "Two", "B", "--lat", "37.6", "--lon", "127.1")
        let before = try cli.dump()
        let result = cli.run("route", "Two", "--apply")
        #expect(result.code == 0)
        #expect(result.stderr.contains("Nothing to optimize: 2 stops"))
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        (["route", "서울", "--optimize", "--start", "middle"], "--start expects first or any"),
        (["route", "서울", "--optimize", "--end", "first"], "--end expects last or any"),
        (["route", "서울", "--optimize", "--time-limit", "0"], "--time-limit 0 is outside"),
        (["route", "서울", "--optimize", "--time-limit", "soon"], "--time-limit expects seconds"),
        (["route", "서울", "--optimize", "--seed", "-1"], "--seed expects a whole number"),
        (["route", "서울", "--day", "2"], "--day only applies with --optimize"),
    ])
    func badOptionsAreUsageErrorsThatChangeNothing(arguments: [String], message: String) throws {
        let cli = try Self.scrambledSeoul()
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        #expect(result.code == 64)
        #expect(result.stderr.contains(message))
        #expect(try cli.dump() == before)
    }

    @Test func aDayWithoutStopsIsADataError() throws {
        let cli = try Self.scrambledSeoul()
        let result = cli.run("route", "서울", "--optimize", "--day", "3")
        #expect(result.code == 65)
        #expect(result.stderr.contains("no stops on day 3"))
    }

    private func json(_ cli: CLIHarness, _ arguments: String...) throws -> [String: Any] {
        let result = cli.run(arguments: arguments)
        try #require(result.code == 0, "\(arguments) failed: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func stopIDs(_ cli: CLIHarness, _ trip: String) throws -> [String] {
        let output = cli.run("stop", "list", trip, "--json").stdout
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return stops.compactMap { $0["id"] as? String }
    }
}
