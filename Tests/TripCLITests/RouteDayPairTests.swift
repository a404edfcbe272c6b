import Foundation
import Testing

/// A day with two stops among other days' stops: swapping them changes the route, so it is worth
/// optimizing (only fewer than 2 stops that may move means nothing to optimize).
@Suite struct RouteDayPairTests {
    /// Ten stops on a line east from 127.00°; day 1 holds positions 2 (far east) and 10 (near the start).
    static func trip() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Line").code == 0)
        let longitudes = [
            "127.00", "127.09", "127.02", "127.03", "127.04", "127.05", "127.06", "127.07", "127.08", "127.01",
        ]
        for (index, longitude) in longitudes.enumerated() {
            var arguments = ["stop", "add", "Line", "S\(index + 1)", "--lat", "37.5", "--lon", longitude]
            if index == 1 || index == 9 { arguments += ["--day", "1"] }
            try #require(cli.run(arguments: arguments).code == 0)
        }
        return cli
    }

    @Test func twoStopsOfADaySwapWhenThatIsShorter() throws {
        let cli = try Self.trip()
        let result = cli.run("route", "Line", "--optimize", "--day", "1", "--start", "any", "--apply")
        #expect(result.code == 0)
        #expect(!result.stderr.contains("Nothing to optimize"))
        let names = cli.run("stop", "list", "Line", "--json").stdout
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(names.utf8)) as? [[String: Any]])
        #expect(
            stops.compactMap { $0["name"] as? String } == ["S1", "S10", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S2"])
    }

    @Test func oneStopThatMayMoveIsStillNothingToOptimize() throws {
        let cli = try Self.trip()
        let before = try cli.dump()
        let result = cli.run("route", "Line", "--optimize", "--day", "1", "--apply")
        #expect(result.code == 0)
        #expect(
            result.stderr.contains(
                "Nothing to optimize: only 1 stop on day 1 may move; the others are locked or kept in place by --start/--end."
            ))
        #expect(try cli.dump() == before)
    }
}
