import Foundation
import Testing

/// Bad input never corrupts anything: each case prints one `Error:` line naming the problem,
/// exits with the documented code, and leaves the database exactly as it was.
@Suite struct BadInputTests {
    static func prepared() throws -> CLIHarness {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        cli.run("new", "Twin")
        cli.run("new", "Twin")
        cli.run("companion", "add", "지민", "--trip", "서울")
        return cli
    }

    @Test(arguments: [
        (["stop", "add", "서울", "X", "--lat", "abc", "--lon", "126.9"], Int32(64), "--lat expects a latitude"),
        (["stop", "add", "서울", "X", "--lat", "NaN", "--lon", "126.9"], 64, "--lat expects a latitude"),
        (["stop", "add", "서울", "X", "--lat", "91", "--lon", "126.9"], 64, "--lat 91 is outside -90…90"),
        (["stop", "add", "서울", "X", "--lat", "37", "--lon", "-181"], 64, "--lon -181 is outside -180…180"),
        (["stop", "add", "서울", "X", "--lat", "37", "--lon", "inf"], 64, "--lon expects a longitude"),
        (["stop", "add", "서울", "X", "--lat", "37"], 64, "missing --lon"),
        (["stop", "add", "서울", "X", "--lat", "37", "--lon", "127", "--at", "9"], 64, "position 9 is out of range"),
        (["stop", "add", "서울", "X", "--lat", "37", "--lon", "127", "--at", "0"], 64, "--at expects a whole number"),
        (["stop", "add", "Nowhere", "X", "--lat", "37", "--lon", "127"], 65, "no trip matches 'Nowhere'"),
        (["stop", "add", "Twin", "X", "--lat", "37", "--lon", "127"], 65, "'Twin' matches several trips"),
        (["stop", "add", "X", "--lat", "37", "--lon", "127"], 65, "there is no current trip"),
        (["stop", "move", "서울", "1", "--to", "7"], 64, "position 7 is out of range; use a position from 1 to 6"),
        (["stop", "move", "서울", "1"], 64, "missing --to"),
        (["stop", "rm", "서울", "없는곳"], 65, "no stop matches '없는곳'"),
        (["stop", "edit", "서울", "1"], 64, "nothing to change"),
        (["companion", "add", " 지민 ", "--trip", "서울"], 65, "'지민' is already a companion"),
        (["companion", "rm", "철수", "--trip", "서울"], 65, "철수 is not a companion"),
        (["companion", "add", "Me", "--trip", "서울"], 64, "'Me' stands for you in expenses"),
        (["new", "Bad", "--start", "2026-02-30"], 64, "--start expects a date like 2026-12-01"),
        (["new", "Bad", "--start", "2026-12-05", "--end", "2026-12-01"], 64, "--end 2026-12-01 is before --start"),
        (["list", "--status", "done"], 64, "--status expects planning, traveling or finished"),
        (["list", "--bogus"], 64, "unknown option '--bogus'"),
        (["show", "서울", "extra"], 64, "unexpected argument 'extra'"),
        (["rename", "서울"], 64, "missing argument new-name"),
        (["frobnicate"], 64, "unknown command 'frobnicate'"),
        (["stop", "ad"], 64, "did you mean 'add'?"),
        (["import", "/nonexistent/trip.json"], 66, "/nonexistent/trip.json: no such file"),
        (["completions", "tcsh"], 64, "unknown shell 'tcsh'"),
        (["stop", "edit", "서울", "1", "--stay", "-5"], 64, "--stay: a stay of -5 minutes is outside 0…1440"),
        (["stop", "edit", "서울", "1", "--stay", "long"], 64, "--stay expects minutes as a whole number"),
        (
            ["stop", "edit", "서울", "1", "--hours", "Mo 25:00-26:00"], 64,
            "--hours: opening hours 'Mo 25:00-26:00': '25:00-26:00' is not a time range HH:MM-HH:MM"
        ),
        (["stop", "edit", "서울", "1", "--hours", "PH off"], 64, "public and school holidays ('PH') are not supported"),
        (["stop", "edit", "서울", "1", "--arrive", "25:00"], 64, "--arrive expects a time of day HH:MM"),
        (["stop", "edit", "서울", "1", "--mode", "rocket"], 64, "--mode expects one of walk, bike, transit, taxi, car"),
        (["stop", "add", "서울", "X", "--lat", "37", "--lon", "127", "--stay", "-5"], 64, "--stay: a stay of -5"),
        (["edit", "서울", "--time-zone", "Mars/Olympus"], 64, "--time-zone: unknown time zone 'Mars/Olympus'"),
        (["edit", "서울", "--mode-speed", "walk=0"], 64, "--mode-speed walk=0.0: a speed must be 0.1…300 km/h"),
        (["edit", "서울", "--mode-wait", "transit"], 64, "--mode-wait expects MODE=NUMBER like walk=4.5"),
        (["edit", "서울", "--mode-detour", "boat=1.2"], 64, "--mode-detour expects one of walk, bike"),
        (["day", "set", "서울", "1", "--start", "9am"], 64, "--start expects a time of day HH:MM"),
        (["day", "set", "서울", "0", "--start", "09:00"], 64, "DAY expects a whole number from 1 to 366, got '0'"),
        (["day", "set", "서울", "1"], 64, "nothing to change; give --start, --end or --lodging"),
        (["day", "set", "서울", "1", "--lodging-name", "Inn"], 64, "--lodging-name names a --lodging"),
        (["day", "set", "서울", "1", "--lodging", "없는곳"], 65, "no spot matches '없는곳'"),
        (["day", "set", "서울", "1", "--lodging", "91,127"], 64, "'91,127' is not a valid coordinate"),
        (["schedule", "서울", "--day", "9"], 65, "has no stops on day 9"),
    ])
    func refusesAndLeavesTheDatabaseAlone(arguments: [String], code: Int32, message: String) throws {
        let cli = try Self.prepared()
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        #expect(result.code == code)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message))
        #expect(result.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        ("broken.json", "{\"id\": ", "not valid JSON"),
        ("array.json", "[1, 2]", "expected"),
        ("gap.json", "GAP", "stops[1].position: position 3 should be 2"),
        ("coordinate.json", "LAT", "stops[0]: latitude 95.0 is outside -90…90"),
        ("empty.json", "", "not valid JSON"),
        ("stay.json", "STAY", "stops[0].stayMinutes: a stay of -5 minutes is outside 0…1440"),
        ("hours.json", "HOURS", "stops[0].openingHours: opening hours 'Mo 25:00-26:00'"),
        ("zone.json", "ZONE", "timeZone: unknown time zone 'Mars/Olympus'"),
    ])
    func malformedImportFilesNameTheFileAndPath(name: String, contents: String, message: String) throws {
        let cli = try Self.prepared()
        let sample = try String(contentsOfFile: CLIHarness.sample("jeju-3-days.json"), encoding: .utf8)
            .replacingOccurrences(
                of: "7a1b2c3d-0000-4000-8000-000000000001", with: "7a1b2c3d-0000-4000-8000-00000000abcd")
        let text: String
        switch contents {
        case "GAP": text = sample.replacingOccurrences(of: "\"position\" : 2,", with: "\"position\" : 3,")
        case "LAT": text = sample.replacingOccurrences(of: "\"latitude\" : 33.5071,", with: "\"latitude\" : 95,")
        case "STAY":
            text = sample.replacingOccurrences(
                of: "\"latitude\" : 33.5071,", with: "\"stayMinutes\" : -5, \"latitude\" : 33.5071,")
        case "HOURS":
            text = sample.replacingOccurrences(
                of: "\"latitude\" : 33.5071,", with: "\"openingHours\" : \"Mo 25:00-26:00\", \"latitude\" : 33.5071,")
        case "ZONE":
            text = sample.replacingOccurrences(of: "\"notes\"", with: "\"timeZone\" : \"Mars/Olympus\", \"notes\"")
        default: text = contents
        }
        let path = try cli.file(name, text)
        let before = try cli.dump()
        let result = cli.run("import", path)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: \(path): "))
        #expect(result.stderr.contains(message))
        #expect(try cli.dump() == before)
    }

    @Test func importingTheSameTripTwiceIsRefused() throws {
        let cli = try Self.prepared()
        let before = try cli.dump()
        let result = cli.run("import", CLIHarness.sample("seoul-day.json"))
        #expect(result.code == 65)
        #expect(result.stderr.contains("already exists"))
        #expect(try cli.dump() == before)
    }
}
