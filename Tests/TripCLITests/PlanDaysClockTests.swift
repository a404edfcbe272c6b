import Foundation
import Testing

/// `trip plan days` on a trip with opening hours: the trip starts on Monday 2026-12-07, walking at 6 km/h
/// without detour (each 0.009° of latitude, about 1 km, is 10 minutes), every day a loop from a hotel.
@Suite("trip plan days on the clock")
struct PlanDaysClockTests {
    static let hotel = "37.5,127"

    /// Museum (closed on Mondays) and Park on day 1, Market and Tower on day 2.
    static func museumTrip(hours: String = "Tu-Su 09:00-18:00") throws -> CLIHarness {
        let cli = try CLIHarness()
        let steps: [[String]] = [
            ["new", "Museum", "--start", "2026-12-07"],
            ["edit", "Museum", "--mode", "walk", "--mode-speed", "walk=6", "--mode-detour", "walk=1"],
            [
                "stop", "add", "Museum", "Museum", "--lat", "37.509", "--lon", "127", "--day", "1", "--hours", hours,
                "--stay", "60",
            ],
            ["stop", "add", "Museum", "Park", "--lat", "37.518", "--lon", "127", "--day", "1"],
            ["stop", "add", "Museum", "Market", "--lat", "37.491", "--lon", "127", "--day", "2"],
            ["stop", "add", "Museum", "Tower", "--lat", "37.482", "--lon", "127", "--day", "2"],
        ]
        for step in steps {
            let result = cli.run(arguments: step)
            #expect(result.code == 0, "\(step): \(result.stderr)")
        }
        return cli
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func applyMovesTheMuseumOffItsClosedDayAndTheScheduleHasNoWarnings() throws {
        let cli = try Self.museumTrip()
        #expect(cli.run("day", "set", "Museum", "1", "--lodging", Self.hotel).code == 0)
        #expect(cli.run("schedule", "Museum").stdout.contains("Warning: 'Museum' is closed all day on Monday"))
        let result = cli.run("plan", "days", "2", "Museum", "--base", Self.hotel, "--apply")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Saved the 2-day plan."))
        let schedule = cli.run("schedule", "Museum")
        #expect(schedule.code == 0)
        #expect(!schedule.stdout.contains("Warning"))
        let stops = try #require(try Self.json(cli.run("show", "Museum", "--json").stdout)["stops"] as? [[String: Any]])
        #expect(stops.first { $0["name"] as? String == "Museum" }?["day"] as? Int == 2)
    }

    @Test func jsonHasEachDaysClock() throws {
        let cli = try Self.museumTrip()
        let before = try cli.dump()
        let result = cli.run("plan", "days", "2", "Museum", "--base", Self.hotel, "--json")
        #expect(result.code == 0)
        let object = try Self.json(result.stdout)
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-12-07", "2026-12-08"])
        #expect(days.allSatisfy { $0["firstArrival"] is String && $0["end"] is String })
        #expect(days.allSatisfy { ($0["unserved"] as? [Any])?.isEmpty == true })
        let travel = days.compactMap { $0["travelMinutes"] as? Int }
        #expect(object["travelMinutes"] as? Int == travel.reduce(0, +))
        let current = try #require(object["currentTravelMinutes"] as? Int)
        #expect(travel.reduce(0, +) <= current)
        #expect(object["keptCurrent"] as? Bool == false)
        #expect(try cli.dump() == before)
        // The plain keys are all there too.
        for key in ["tripId", "dayCount", "balance", "stopBounds", "totalMeters", "current", "applied"] {
            #expect(object[key] != nil, "\(key)")
        }
    }

    @Test func theSameSeedGivesTheSamePlan() throws {
        let cli = try Self.museumTrip()
        let first = cli.run("plan", "days", "2", "Museum", "--seed", "5", "--time-limit", "30")
        #expect(first.code == 0)
        #expect(!first.stderr.contains("time limit"))
        #expect(cli.run("plan", "days", "2", "Museum", "--seed", "5", "--time-limit", "30").stdout == first.stdout)
    }

    @Test func badTimeLimitIsAUsageErrorAndChangesNothing() throws {
        let cli = try Self.museumTrip()
        let before = try cli.dump()
        let result = cli.run("plan", "days", "2", "Museum", "--time-limit", "0", "--apply")
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: --time-limit 0 is outside 0.01…60 seconds"))
        #expect(try cli.dump() == before)
    }
}

extension PlanDaysClockTests {
    /// Open Wednesday to Sunday on a Monday–Tuesday trip: no split serves the museum, so the plan names it,
    /// keeps the current days (as good as any) and saves nothing.
    @Test func aMuseumClosedOnEveryDayIsNamedAndNothingChanges() throws {
        let cli = try Self.museumTrip(hours: "We-Su 09:00-18:00")
        let before = try cli.dump()
        let result = cli.run("plan", "days", "2", "Museum", "--base", Self.hotel)
        #expect(result.code == 0)
        #expect(
            result.stdout == """
                Museum: 4 stops in 2 days, each a loop from 37.500000,127.000000
                Balance: stops, 1–3 a day (locked stops may add more)

                DAY  STOPS  DISTANCE  NOW STOPS  NOW DISTANCE      TRAVEL  FIRST    END  NOT SERVED
                  1      2    4.0 km          2        4.0 km      40 min  09:10  11:40           1
                  2      2    4.0 km          2        4.0 km      40 min  09:10  11:40           0
                all      4    8.0 km          4        8.0 km  1 h 20 min                         1

                Day 1: 2 stops, 4.0 km, 2026-12-07 Mo, travel 40 min, 09:10–11:40
                #  NAME                            LEG  ARRIVE
                   37.500000,127.000000 (base)                
                1  Museum                        999 m   09:10
                2  Park                          999 m   10:20
                   37.500000,127.000000 (base)  2.0 km        
                Not served: 'Museum' on day 1: closed that day (Monday)

                Day 2: 2 stops, 4.0 km, 2026-12-08 Tu, travel 40 min, 09:10–11:40
                #  NAME                            LEG  ARRIVE
                   37.500000,127.000000 (base)                
                3  Market                        999 m   09:10
                4  Tower                         999 m   10:20
                   37.500000,127.000000 (base)  2.0 km        

                Total: 8.0 km, travel 1 h 20 min, 1 stop not served (current plan: 8.0 km, travel 1 h 20 min, \
                1 stop not served)

                """)
        #expect(
            result.stderr == """
                Planned on the clock: each stop within its opening hours and by its fixed arrival, then the least \
                travel time (estimates; see 'trip schedule').
                No split found serves every stop; this plan serves the most it found. Not served: 'Museum' on day \
                1: closed that day (Monday).
                The current days serve as many stops with no more travel, so they are the plan.
                Preview only: run again with --apply to save it.

                """)
        #expect(try cli.dump() == before)
        let json = try Self.json(cli.run("plan", "days", "2", "Museum", "--base", Self.hotel, "--json").stdout)
        let unserved = try #require(json["unserved"] as? [[String: Any]])
        #expect(unserved.map { $0["reason"] as? String } == ["closed-that-day"])
        #expect(unserved.map { $0["name"] as? String } == ["Museum"])
        #expect(json["keptCurrent"] as? Bool == true)
        #expect(try cli.dump() == before)
    }
}
