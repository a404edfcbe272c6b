import Foundation
import Testing

/// `trip schedule` and the setters it reads: `stop add/edit --arrive/--stay/--hours/--mode`,
/// `day set`, `edit --time-zone/--mode/--mode-…`. Walking is set to 6 km/h without detour, so each
/// 0.009° of latitude (about 999 m) is 10 minutes.
@Suite("trip schedule")
struct ScheduleCommandTests {
    static func clockTrip() throws -> CLIHarness {
        let cli = try CLIHarness()
        let steps: [[String]] = [
            ["new", "Clock", "--start", "2026-12-01"],
            [
                "stop", "add", "Clock", "Palace", "--lat", "37.509", "--lon", "127", "--day", "1", "--hours",
                "Tu-Su 09:30-18:00", "--stay", "60",
            ],
            ["stop", "add", "Clock", "Show", "--lat", "37.527", "--lon", "127", "--day", "1"],
            ["stop", "edit", "Clock", "Show", "--arrive", "11:00", "--stay", "45", "--hours", "Mo-Fr 10:00-11:30"],
            ["edit", "Clock", "--mode", "walk", "--mode-speed", "walk=6", "--mode-detour", "walk=1"],
            ["edit", "Clock", "--time-zone", "Asia/Seoul"],
            ["day", "set", "Clock", "1", "--end", "12:00", "--lodging", "37.5,127", "--lodging-name", "Hotel"],
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

    @Test func settersStoreTheClockFieldsInTheTripDocument() throws {
        let cli = try Self.clockTrip()
        let trip = try Self.json(cli.run("show", "Clock", "--json").stdout)
        #expect(trip["timeZone"] as? String == "Asia/Seoul")
        #expect(trip["travelMode"] as? String == "walk")
        let walk = try #require((trip["travelModes"] as? [String: Any])?["walk"] as? [String: Any])
        #expect(
            walk["speedKmh"] as? Double == 6 && walk["detour"] as? Double == 1 && walk["waitMinutes"] as? Double == 0)
        let stops = try #require(trip["stops"] as? [[String: Any]])
        #expect(stops[1]["arrival"] as? String == "11:00")
        #expect(stops[1]["stayMinutes"] as? Int == 45)
        #expect(stops[0]["openingHours"] as? String == "Tu-Su 09:30-18:00")
        let day = try #require((trip["dayPlans"] as? [[String: Any]])?.first)
        #expect(day["end"] as? String == "12:00")
        #expect((day["lodging"] as? [String: Any])?["name"] as? String == "Hotel")
    }

    @Test func jsonTimelineWaitsAndWarns() throws {
        let cli = try Self.clockTrip()
        let result = cli.run("schedule", "Clock", "--json")
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let schedule = try Self.json(result.stdout)
        #expect(schedule["timeZone"] as? String == "Asia/Seoul")
        let day = try #require((schedule["days"] as? [[String: Any]])?.first)
        #expect(day["date"] as? String == "2026-12-01")
        #expect(day["start"] as? String == "09:00" && day["end"] as? String == "12:15")
        let visits = try #require(day["visits"] as? [[String: Any]])
        #expect(visits.map { $0["arrival"] as? String } == ["09:10", "10:50"])
        #expect(visits.map { $0["waitMinutes"] as? Int } == [20, 10])
        #expect(visits.map { $0["departure"] as? String } == ["10:30", "11:45"])
        #expect(visits.map { ($0["leg"] as? [String: Any])?["mode"] as? String } == ["walk", "walk"])
        #expect((day["returnLeg"] as? [String: Any])?["minutes"] as? Int == 30)
        #expect(day["travelMinutes"] as? Int == 60)
        let warnings = try #require(day["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["kind"] as? String } == ["closes-during-stay", "day-runs-late"])
    }

    @Test func textTimelineShowsLegsStaysAndWarnings() throws {
        let cli = try Self.clockTrip()
        let result = cli.run("schedule", "Clock")
        #expect(result.code == 0)
        #expect(result.stdout.contains("Day 1 · 2026-12-01 Tu · 09:00–12:15 (end by 12:00)"))
        #expect(result.stdout.contains("1. Palace"))
        #expect(result.stdout.contains("walk 999 m 10 min"))
        #expect(result.stdout.contains("Warning: 'Show' closes at 11:30, before the stay ends at 11:45"))
        #expect(result.stdout.contains("Warning: the day ends at 12:15, after its latest end 12:00"))
        #expect(result.stdout.contains("Travel 1 h 0 min · walking 6.0 km"))
    }

    @Test func closedDaysMissedArrivalsAndUnknownWeekdays() throws {
        let cli = try Self.clockTrip()
        #expect(cli.run("stop", "edit", "Clock", "Palace", "--hours", "We-Su 10:00-18:00").code == 0)
        #expect(cli.run("stop", "edit", "Clock", "Show", "--arrive", "09:00").code == 0)
        var text = cli.run("schedule", "Clock").stdout
        #expect(text.contains("Warning: 'Palace' is closed all day on Tuesday"))
        #expect(text.contains("Warning: 'Show' cannot be reached by 09:00: the earliest arrival is 10:30"))
        #expect(cli.run("edit", "Clock", "--start", "none").code == 0)
        text = cli.run("schedule", "Clock").stdout
        #expect(text.contains("hours that differ by weekday were not checked: 'Palace', 'Show'"))
    }

    @Test func taxiLegsArePricedAtTheirDepartureWithTheNightSurcharge() throws {
        let cli = try Self.clockTrip()
        #expect(cli.run("stop", "edit", "Clock", "Show", "--mode", "taxi").code == 0)
        let day = { () throws -> [String: Any] in
            let schedule = try Self.json(cli.run("schedule", "Clock", "--json").stdout)
            return try #require((schedule["days"] as? [[String: Any]])?.first)
        }
        let daytime = try day()
        let leg = try #require(daytime["returnLeg"] as? [String: Any])
        #expect(leg["mode"] as? String == "taxi")
        let dayFare = try #require(leg["fare"] as? Int)
        #expect(dayFare > 0 && daytime["taxiFare"] as? Int == dayFare)
        // Starting at 22:00 puts the taxi leg after 22:00, inside the Seoul night tariff.
        #expect(cli.run("day", "set", "Clock", "1", "--start", "22:00").code == 0)
        let night = try day()
        let nightFare = try #require((night["returnLeg"] as? [String: Any])?["fare"] as? Int)
        #expect(nightFare > dayFare)
    }

    @Test func clearingWithNoneAndResettingModes() throws {
        let cli = try Self.clockTrip()
        #expect(cli.run("stop", "edit", "Clock", "Show", "--arrive", "none", "--hours", "none").code == 0)
        #expect(cli.run("edit", "Clock", "--mode-reset", "all", "--time-zone", "system").code == 0)
        #expect(cli.run("day", "set", "Clock", "1", "--lodging", "none", "--end", "none").code == 0)
        let trip = try Self.json(cli.run("show", "Clock", "--json").stdout)
        #expect(trip["timeZone"] == nil && trip["travelModes"] == nil && trip["dayPlans"] == nil)
        let stops = try #require(trip["stops"] as? [[String: Any]])
        #expect(stops[1]["arrival"] == nil && stops[1]["openingHours"] == nil && stops[1]["stayMinutes"] as? Int == 45)
    }

    /// The calendar has one timed event per visit, its times converted from Seoul time to UTC.
    @Test func icsExportHasATimedEventPerVisit() throws {
        let cli = try Self.clockTrip()
        let result = cli.run("export", "Clock", "--format", "ics")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("DTSTART:20261201T003000Z\r\nDTEND:20261201T013000Z\r\nSUMMARY:Palace"))
        #expect(result.stdout.contains("DTSTART:20261201T020000Z\r\nDTEND:20261201T024500Z\r\nSUMMARY:Show"))
        #expect(!result.stdout.contains("VALUE=DATE"))
    }

    /// The near stop opens at 14:00 and the far one closes at 12:00: by distance the near one comes
    /// first and the far one is missed; under the clock the far one comes first.
    @Test func routeOptimizeRespectsOpeningHours() throws {
        let cli = try Self.clockTrip()
        #expect(cli.run("stop", "edit", "Clock", "Palace", "--hours", "14:00-18:00").code == 0)
        #expect(cli.run("stop", "edit", "Clock", "Show", "--arrive", "none", "--hours", "09:00-12:00").code == 0)
        #expect(cli.run("day", "set", "Clock", "1", "--end", "none").code == 0)
        let before = try cli.dump()
        let preview = cli.run("route", "Clock", "--optimize", "--json")
        #expect(preview.code == 0)
        #expect(preview.stderr.contains("Ordered by estimated travel time so each stop is reached within its opening"))
        let order = try #require(Self.json(preview.stdout)["order"] as? [String])
        let stops = try #require(Self.json(cli.run("show", "Clock", "--json").stdout)["stops"] as? [[String: Any]])
        #expect(order == [stops[1]["id"] as? String, stops[0]["id"] as? String].compactMap { $0 })
        #expect(try cli.dump() == before)
        #expect(cli.run("route", "Clock", "--apply").code == 0)
        let schedule = cli.run("schedule", "Clock").stdout
        #expect(!schedule.contains("Warning"))
    }

    @Test func routeOptimizeNamesStopsNoOrderCanServe() throws {
        let cli = try Self.clockTrip()
        #expect(cli.run("stop", "edit", "Clock", "Show", "--arrive", "none", "--hours", "Mo 09:00-10:00").code == 0)
        let result = cli.run("route", "Clock", "--optimize")
        #expect(result.code == 0)
        #expect(result.stderr.contains("Day 1: no order found reaches 'Show' within its hours"))
    }

    @Test func lodgingFromAStopOfTheTrip() throws {
        let cli = try Self.clockTrip()
        let result = cli.run("day", "set", "Clock", "1", "--lodging", "Palace", "--start", "08:30")
        #expect(result.code == 0)
        #expect(result.stdout == "Day 1 of 'Clock' starts 08:30, ends by 12:00, night at 'Palace'\n")
    }
}
