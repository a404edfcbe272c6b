import Foundation
import Testing

/// `trip plan days --apply` after a stop was locked onto another day: the plan may never be longer than
/// the days the trip already has when those follow the rules.
@Suite struct PlanDaysLockedTests {
    static let jeju = "제주"

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Jeju planned in 3 days from the airport, then the first stop of day 2 locked and put on day 1.
    static func lockedOntoDayOne() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("import", CLIHarness.sample("jeju-3-days.json")).code == 0)
        try #require(cli.run("plan", "days", "3", jeju, "--base", "제주국제공항", "--apply").code == 0)
        let show = try json(cli.run("show", jeju, "--json").stdout)
        let stops = try #require(show["stops"] as? [[String: Any]])
        let moved = try #require(stops.first { $0["day"] as? Int == 2 }?["name"] as? String)
        try #require(cli.run("stop", "lock", jeju, moved).code == 0)
        try #require(cli.run("stop", "edit", jeju, moved, "--day", "1").code == 0)
        return cli
    }

    @Test(arguments: 1...5)
    func neverLongerThanTheCurrentDays(seed: Int) throws {
        let cli = try Self.lockedOntoDayOne()
        let result = cli.run("plan", "days", "3", Self.jeju, "--base", "제주국제공항", "--seed", String(seed), "--json")
        #expect(result.code == 0)
        let object = try Self.json(result.stdout)
        let total = try #require(object["totalMeters"] as? Double)
        let current = try #require(object["currentTotalMeters"] as? Double)
        #expect(total <= current + 1e-6)
    }

    @Test func applyingTwiceChangesNothingTheSecondTime() throws {
        let cli = try Self.lockedOntoDayOne()
        #expect(cli.run("plan", "days", "3", Self.jeju, "--base", "제주국제공항", "--apply").code == 0)
        let before = try cli.dump()
        let again = cli.run("plan", "days", "3", Self.jeju, "--base", "제주국제공항", "--apply")
        #expect(again.code == 0)
        #expect(again.stderr == "Nothing to apply: the trip already has this plan.\n")
        #expect(try cli.dump() == before)
    }
}
