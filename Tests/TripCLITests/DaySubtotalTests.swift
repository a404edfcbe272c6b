import Foundation
import Testing

/// `trip show` and `trip route` print the same subtotal rows for the same trip, split days included.
@Suite struct DaySubtotalTests {
    /// Five stops east along 37.5° N with days 1, 1, 2, 1, 2: both days are split into two runs.
    static func splitDays() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Split").code == 0)
        for (index, (longitude, day)) in [
            ("127.00", "1"), ("127.01", "1"), ("127.03", "2"), ("127.06", "1"),
            ("127.10", "2"),
        ].enumerated() {
            let added = cli.run(
                "stop", "add", "Split", "S\(index + 1)", "--lat", "37.5", "--lon", longitude, "--day", day)
            try #require(added.code == 0)
        }
        return cli
    }

    /// The subtotal rows of a table, with the table's padding collapsed.
    static func subtotalRows(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains("day 1:") || $0.contains("day 2:") }.map {
            $0.split(separator: " ").joined(separator: " ")
        }
    }

    @Test func showAndRoutePrintTheSameSubtotalsForSplitDays() throws {
        let cli = try Self.splitDays()
        let show = cli.run("show", "Split")
        let route = cli.run("route", "Split")
        #expect(show.code == 0 && route.code == 0)
        let rows = Self.subtotalRows(show.stdout)
        #expect(rows.count == 4)
        #expect(rows == Self.subtotalRows(route.stdout))
        // Each run closes with its whole day: day 1 has 3 stops wherever they are.
        #expect(rows.filter { $0.hasPrefix("day 1: 3 stops") }.count == 2)
        #expect(rows.filter { $0.hasPrefix("day 2: 2 stops 0 m") }.count == 2)
    }
}
