import Foundation
import Testing

@Suite("trip plan days")
struct PlanDaysCommandTests {
    static let jeju = "제주"
    static let cityHall = "37.5663,126.9779"

    static func imported(_ sample: String) throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(cli.run("import", CLIHarness.sample(sample)).code == 0)
        return cli
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func stopsJSON(_ cli: CLIHarness, _ trip: String) throws -> [[String: Any]] {
        let show = try json(cli.run("show", trip, "--json").stdout)
        return try #require(show["stops"] as? [[String: Any]])
    }

    @Test func previewShowsDaysAndTotalsAndLeavesTheDatabaseAlone() throws {
        let cli = try Self.imported("jeju-3-days.json")
        let before = try cli.dump()
        let result = cli.run("plan", "days", "3", Self.jeju, "--base", "제주국제공항")
        #expect(result.code == 0)
        #expect(result.stdout.contains("11 stops in 3 days, each a loop from 제주국제공항"))
        #expect(result.stdout.contains("Day 1: "))
        #expect(result.stdout.contains("Day 3: "))
        #expect(result.stdout.contains("Total: "))
        #expect(result.stdout.contains("(current plan: "))
        #expect(result.stderr.contains("Preview only"))
        #expect(try cli.dump() == before)
    }

    @Test func jsonPlacesEveryStopOnceAndTotalsAddUp() throws {
        let cli = try Self.imported("jeju-3-days.json")
        let object = try Self.json(cli.run("plan", "days", "3", Self.jeju, "--json").stdout)
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 3)
        let ids = days.flatMap { ($0["stops"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        let tripIDs = try Self.stopsJSON(cli, Self.jeju).compactMap { $0["id"] as? String }
        #expect(ids.count == 12)
        #expect(Set(ids) == Set(tripIDs))
        let sum = days.compactMap { $0["meters"] as? Double }.reduce(0, +)
        let total = try #require(object["totalMeters"] as? Double)
        #expect(abs(sum - total) < 0.5)
        let current = try #require(object["currentTotalMeters"] as? Double)
        #expect(total <= current + 0.1)
        #expect(object["applied"] as? Bool == false)
    }

    @Test func applySavesDaysAndOrderWithTheBaseStopFirst() throws {
        let cli = try Self.imported("jeju-3-days.json")
        let result = cli.run("plan", "days", "3", Self.jeju, "--base", "제주국제공항", "--apply")
        #expect(result.code == 0)
        #expect(result.stderr.contains("Saved the 3-day plan."))
        let stops = try Self.stopsJSON(cli, Self.jeju)
        #expect(stops.compactMap { $0["position"] as? Int } == Array(1...12))
        #expect(stops.first?["name"] as? String == "제주국제공항")
        #expect(stops.first?["day"] is NSNull)
        let days = stops.dropFirst().compactMap { $0["day"] as? Int }
        #expect(days.count == 11)
        #expect(days == days.sorted())
        #expect(Set(days) == [1, 2, 3])
        for day in 1...3 { #expect((3...5).contains(days.filter { $0 == day }.count)) }
        // Each day's night is at the base, so the schedule starts and ends there.
        let trip = try Self.json(cli.run("show", Self.jeju, "--json").stdout)
        let records = try #require(trip["dayPlans"] as? [[String: Any]])
        #expect(records.compactMap { $0["day"] as? Int } == [1, 2, 3])
        #expect(records.allSatisfy { ($0["lodging"] as? [String: Any])?["name"] as? String == "제주국제공항" })
        #expect(
            records.allSatisfy {
                ($0["lodging"] as? [String: Any])?["stopId"] as? String == stops.first?["id"] as? String
            })
        let show = cli.run("show", Self.jeju)
        #expect(show.stdout.contains("day 1: "))
        #expect(show.stdout.contains("day 3: "))
        let route = cli.run("route", Self.jeju)
        #expect(route.code == 0)
        #expect(route.stdout.contains("day 1: "))
        #expect(route.stdout.components(separatedBy: "day ").count - 1 == 3)
    }

    @Test func lockedStopsKeepTheirDay() throws {
        let cli = try Self.imported("jeju-3-days.json")
        // 성산일출봉 is in the east with day 1; pin it to day 3 (the Hallasan day).
        #expect(cli.run("stop", "edit", Self.jeju, "성산일출봉", "--day", "3").code == 0)
        #expect(cli.run("stop", "lock", Self.jeju, "성산일출봉").code == 0)
        #expect(cli.run("plan", "days", "3", Self.jeju, "--apply").code == 0)
        let stops = try Self.stopsJSON(cli, Self.jeju)
        let seongsan = try #require(stops.first { $0["name"] as? String == "성산일출봉" })
        #expect(seongsan["day"] as? Int == 3)
        #expect(seongsan["locked"] as? Bool == true)
    }

    @Test func hotelChangeRunsFromLastNightsHotelToTonights() throws {
        let cli = try Self.imported("jeju-3-days.json")
        let result = cli.run(
            "plan", "days", "3", Self.jeju, "--bases", "33.4996,126.5312,33.2541,126.5601,33.4996,126.5312", "--json")
        #expect(result.code == 0)
        let days = try #require(try Self.json(result.stdout)["days"] as? [[String: Any]])
        let ends = days.map { day in
            (
                (day["start"] as? [String: Any])?["latitude"] as? Double,
                (day["end"] as? [String: Any])?["latitude"] as? Double
            )
        }
        #expect(ends.map(\.0) == [33.4996, 33.4996, 33.2541])
        #expect(ends.map(\.1) == [33.4996, 33.2541, 33.4996])
        // --apply stores each night's hotel; the schedule then runs from last night's to tonight's.
        let bases = ["--bases", "33.4996,126.5312,33.2541,126.5601,33.4996,126.5312"]
        #expect(cli.run(arguments: ["plan", "days", "3", Self.jeju, "--apply"] + bases).code == 0)
        let trip = try Self.json(cli.run("show", Self.jeju, "--json").stdout)
        let records = try #require(trip["dayPlans"] as? [[String: Any]])
        #expect(
            records.map { ($0["lodging"] as? [String: Any])?["latitude"] as? Double } == [33.4996, 33.2541, 33.4996])
        let schedule = try Self.json(cli.run("schedule", Self.jeju, "--day", "3", "--json").stdout)
        let day = try #require((schedule["days"] as? [[String: Any]])?.first)
        #expect(day["startLodging"] as? String == "33.254100,126.560100")
        #expect(day["endLodging"] as? String == "33.499600,126.531200")
    }

    @Test func sixtyStopTripIsBalancedDeterministicAndApplied() throws {
        let cli = try CLIHarness()
        #expect(cli.run("new", "Seoul 60").code == 0)
        for (index, place) in PlanDaysFixtures.seoul60().enumerated() {
            let added = cli.run(
                "stop", "add", "Seoul 60", "Place \(index + 1)", "--lat", String(place.0), "--lon", String(place.1))
            #expect(added.code == 0)
        }
        let preview = cli.run("plan", "days", "4", "Seoul 60", "--base", Self.cityHall)
        #expect(preview.code == 0)
        #expect(cli.run("plan", "days", "4", "Seoul 60", "--base", Self.cityHall).stdout == preview.stdout)
        #expect(cli.run("plan", "days", "4", "Seoul 60", "--base", Self.cityHall, "--apply").code == 0)
        let days = try Self.stopsJSON(cli, "Seoul 60").compactMap { $0["day"] as? Int }
        #expect(days.count == 60)
        #expect(days == days.sorted())
        for day in 1...4 { #expect((14...16).contains(days.filter { $0 == day }.count)) }
    }

    struct BadInput: Sendable, CustomStringConvertible {
        let extra: [String]
        let code: Int32
        var description: String { extra.joined(separator: " ") }
        init(_ extra: [String], _ code: Int32) {
            self.extra = extra
            self.code = code
        }
    }

    static let badInputs: [BadInput] = [
        BadInput(["0"], 64), BadInput(["x"], 64), BadInput(["13"], 65), BadInput(["12", "--base", "제주국제공항"], 65),
        BadInput(["3", "--base", "nowhere"], 65), BadInput(["3", "--base", "91,200"], 64),
        BadInput(["3", "--base", "37.5,abc"], 64), BadInput(["3", "--bases", "1,2"], 64),
        BadInput(["3", "--balance", "time"], 64), BadInput(["3", "--base", "1", "--bases", "1,2,3"], 64),
    ]

    @Test("bad input is an error line with a usage or data exit code, and changes nothing", arguments: badInputs)
    func badInput(_ input: BadInput) throws {
        let extra = input.extra
        let cli = try Self.imported("jeju-3-days.json")
        let before = try cli.dump()
        let arguments = ["plan", "days", extra[0], Self.jeju] + extra.dropFirst() + ["--apply"]
        let result = cli.run(arguments: arguments)
        #expect(result.code == input.code)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }
}

/// The same seeded 60-stop Seoul trip the planner's own tests use, as plain numbers.
enum PlanDaysFixtures {
    static func seoul60() -> [(Double, Double)] {
        let hubs = [
            (37.5796, 126.9770), (37.4979, 127.0276), (37.5563, 126.9236), (37.5133, 127.1028),
            (37.5219, 126.9245), (37.5345, 126.9946),
        ]
        var state: UInt64 = 60
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)).multipliedFullWidth(by: UInt64(bound)).high)
        }
        return (0..<60).map { index in
            let hub = hubs[index % hubs.count]
            let dLat = (Double(next(2001)) - 1000) / 1000 * 0.02
            let dLon = (Double(next(2001)) - 1000) / 1000 * 0.025
            return (hub.0 + dLat, hub.1 + dLon)
        }
    }
}

extension PlanDaysCommandTests {
    @Test func applyingTheSamePlanTwiceWritesNothingTheSecondTime() throws {
        let cli = try Self.imported("seoul-day.json")
        #expect(cli.run("plan", "days", "2", "서울", "--base", Self.cityHall, "--apply").code == 0)
        let before = try cli.dump()
        let again = cli.run("plan", "days", "2", "서울", "--base", Self.cityHall, "--apply")
        #expect(again.code == 0)
        #expect(again.stderr.contains("Nothing to apply"))
        #expect(try cli.dump() == before)
    }
}

extension PlanDaysCommandTests {
    @Test func showSubtotalsCountOnlyLegsWithinADay() throws {
        let cli = try Self.imported("jeju-3-days.json")
        let object = try Self.json(cli.run("show", Self.jeju, "--json").stdout)
        let days = try #require(object["days"] as? [[String: Any]])
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(days.compactMap { $0["stops"] as? Int } == [5, 4, 3])
        // The sample's legs 5→6 and 9→10 cross from one day to the next, so the days sum to less.
        let crossing = [5, 9].compactMap { from in legs.first { $0["from"] as? Int == from }?["meters"] as? Double }
        let all = try #require(object["totalMeters"] as? Double)
        let within = days.compactMap { $0["meters"] as? Double }.reduce(0, +)
        #expect(abs(within + crossing.reduce(0, +) - all) < 1)
    }
}
