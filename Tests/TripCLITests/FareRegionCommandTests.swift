import Foundation
import Testing

/// `trip fare` picking the tariff from where the stops are, and --taxi/--model overriding it.
@Suite struct FareRegionCommandTests {
    /// A trip "부산" whose legs are 2,000 m, 2,132 m and 10,000 m long, starting near Busan Station.
    static func busanTrip(_ cli: CLIHarness) {
        cli.run("new", "부산")
        var latitude = 35.10
        for (index, leg) in [0.0, 2_000.0, 2_132.0, 10_000.0].enumerated() {
            latitude = CLIHarness.latitude(northOf: latitude, longitude: 129.04, meters: leg)
            cli.run("stop", "add", "부산", "B\(index + 1)", "--lat", String(latitude), "--lon", "129.04")
        }
    }

    static func fares(_ result: CLIHarness.Result) -> [Int?] {
        (CLIHarness.object(result.stdout)["legs"] as? [[String: Any]] ?? []).map { $0["fare"] as? Int }
    }

    static func tariff(_ result: CLIHarness.Result) -> [String: String] {
        let object = CLIHarness.object(result.stdout)["tariff"] as? [String: Any] ?? [:]
        return object.mapValues { $0 as? String ?? "null" }
    }

    static let busanNote =
        "Note: tariff Busan mid-size taxi (since 2023-06-01), as 4 of the 4 stops of the priced legs are in Busan; "
        + "--taxi or --model chooses another\n"

    /// Busan: 4,800 for 2 km, then 100 per full 132 m: 2,000 m → 4,800; 2,132 m → 4,900; 10 km → 10,800.
    @Test func busanTripIsPricedWithBusanTariff() throws {
        let cli = try CLIHarness()
        Self.busanTrip(cli)
        let result = cli.run("fare", "부산", "--detour", "1")
        #expect(result.code == 0)
        #expect(
            result.stdout == """
                부산: Busan mid-size taxi (since 2023-06-01), 1 person
                LEG  FROM → TO     ROAD        FARE        EACH
                  1  B1 → B2     2.0 km   4,800 KRW   4,800 KRW
                  2  B2 → B3     2.1 km   4,900 KRW   4,900 KRW
                  3  B3 → B4    10.0 km  10,800 KRW  10,800 KRW
                Total: 20,500 KRW; each person pays 20,500 KRW
                Note: Road distance = geodesic (WGS84) distance × 1 (change with --detour).
                Note: Each leg is priced as a separate ride; charges for slow traffic are not included.
                Note: Shares are rounded up to 100 KRW per person.
                Note: Day rate assumed; pass --at HH:MM for night surcharges.

                """)
        #expect(result.stderr == Self.busanNote)
    }

    /// At 00:30 Busan adds 30 %: 4,800 → 6,240 → 6,200; 4,900 → 6,370 → 6,400; 10,800 → 14,040 → 14,000.
    @Test func busanNightAndJSON() throws {
        let cli = try CLIHarness()
        Self.busanTrip(cli)
        let result = cli.run("fare", "부산", "--detour", "1", "--at", "00:30", "--json")
        #expect(result.code == 0)
        #expect(Self.fares(result) == [6_200, 6_400, 14_000])
        #expect(Self.tariff(result) == ["chosenBy": "stops", "region": "busan"])
        #expect(CLIHarness.object(result.stdout)["model"] as? String == "Busan mid-size taxi (since 2023-06-01)")
        #expect(result.stderr == Self.busanNote)
    }

    /// Two of three stops in Busan, one in Seoul: Busan's tariff; the Seoul leg alone: Seoul's.
    @Test func mixedTripTakesTheMajority() throws {
        let cli = try CLIHarness()
        cli.run("new", "Mixed")
        cli.run("stop", "add", "Mixed", "광화문", "--lat", "37.5759", "--lon", "126.9768")
        cli.run("stop", "add", "Mixed", "서울역", "--lat", "37.5547", "--lon", "126.9707")
        cli.run("stop", "add", "Mixed", "부산역", "--lat", "35.1151", "--lon", "129.0415")
        cli.run("stop", "add", "Mixed", "해운대", "--lat", "35.1587", "--lon", "129.1604")
        cli.run("stop", "add", "Mixed", "광안리", "--lat", "35.1532", "--lon", "129.1187")
        let route = cli.run("fare", "Mixed", "--json")
        #expect(Self.tariff(route) == ["chosenBy": "stops", "region": "busan"])
        #expect(route.stderr.contains("as 3 of the 5 stops of the priced legs are in Busan"))
        let seoulLeg = cli.run("fare", "Mixed", "--leg", "1", "--json")
        #expect(Self.tariff(seoulLeg) == ["chosenBy": "stops", "region": "seoul"])
        #expect(CLIHarness.object(seoulLeg.stdout)["model"] as? String == "Seoul mid-size taxi (since 2023-02-01)")
    }

    @Test func overseasTripFallsBackToSeoulAndSaysSo() throws {
        let cli = try CLIHarness()
        cli.run("new", "Paris")
        cli.run("stop", "add", "Paris", "A", "--lat", "48.85", "--lon", "2.29")
        cli.run("stop", "add", "Paris", "B", "--lat", "48.86", "--lon", "2.30")
        // 1.34 km apart, inside Seoul's 1.6 km base: 4,800.
        let result = cli.run("fare", "Paris", "--detour", "1", "--json")
        #expect(result.code == 0)
        #expect(Self.tariff(result) == ["chosenBy": "fallback", "region": "seoul"])
        #expect(Self.fares(result) == [4_800])
        #expect(
            result.stderr
                == "Note: no regional tariff matched: none of the 2 stops of the priced legs is in Seoul, Incheon, "
                + "Daejeon, Daegu, Gwangju, Busan or Jeju; priced with Seoul mid-size taxi (since 2023-02-01); "
                + "--taxi or --model chooses another\n")
    }

    /// Stops made from Jeju spots but moved to Paris: the spots' area code (39) decides, not the coordinates.
    @Test func spotAreaDecides() throws {
        let cli = try CLIHarness()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tourapi/areaBasedList1_jeju_v1.json").path
        #expect(cli.run("spots", "import", fixture).code == 0)
        cli.run("new", "Moved")
        cli.run("stop", "add", "Moved", "--spot", "126440")
        cli.run("stop", "add", "Moved", "--spot", "126441")
        cli.run("stop", "edit", "Moved", "1", "--lat", "48.85", "--lon", "2.29")
        cli.run("stop", "edit", "Moved", "2", "--lat", "48.86", "--lon", "2.30")
        let result = cli.run("fare", "Moved", "--json")
        #expect(Self.tariff(result) == ["chosenBy": "stops", "region": "jeju"])
        #expect(result.stderr.contains("as 2 of the 2 stops of the priced legs are in Jeju"))
    }

    /// --taxi and --model win over the stops and print no note; `mid` and `deluxe` keep working.
    @Test(arguments: [
        (["--taxi", "seoul"], [5_100, 5_200, 11_200], ["chosenBy": "taxi", "region": "seoul"]),
        (["--taxi", "mid"], [5_100, 5_200, 11_200], ["chosenBy": "taxi", "region": "seoul"]),
        (["--taxi", "deluxe"], [7_000, 7_000, 16_200], ["chosenBy": "taxi", "region": "seoul"]),
        (["--taxi", "JEJU"], [4_300, 4_400, 10_600], ["chosenBy": "taxi", "region": "jeju"]),
    ])
    func taxiOverridesTheStops(options: [String], fares: [Int], tariff: [String: String]) throws {
        let cli = try CLIHarness()
        Self.busanTrip(cli)
        // Seoul mid: 2,000 m is 400 m past 1.6 km, 3 full 131 m steps → 5,100; 2,132 m: 4 → 5,200; 10 km: 64 → 11,200.
        // Deluxe: both short legs inside 3 km → 7,000; 10 km: 46 full 151 m steps × 200 → 16,200.
        // Jeju: 2,132 m is one full 126 m step past 2 km → 4,400; 10 km: 63 → 10,600.
        let result = cli.run(arguments: ["fare", "부산", "--detour", "1", "--json"] + options)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Self.tariff(result) == tariff)
        #expect(Self.fares(result) == fares.map { Optional($0) })
        #expect(result.stderr.isEmpty)
    }

    @Test func modelFileOverridesTheStops() throws {
        let cli = try CLIHarness()
        Self.busanTrip(cli)
        let file = cli.directory.appendingPathComponent("flat.json")
        try Data(
            """
            {"name": "Flat", "currency": "KRW", "baseFare": 1000, "baseDistanceMeters": 0,
             "stepDistanceMeters": 1000, "stepFare": 100, "roundingUnit": 100}
            """.utf8
        ).write(to: file)
        let result = cli.run("fare", "부산", "--detour", "1", "--model", file.path, "--json")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(Self.tariff(result) == ["chosenBy": "file", "region": "null"])
        #expect(Self.fares(result) == [1_200, 1_200, 2_000])
        #expect(result.stderr.isEmpty)
    }

    @Test func unknownTaxiIsRefusedAndChangesNothing() throws {
        let cli = try CLIHarness()
        Self.busanTrip(cli)
        let before = try cli.dump()
        let result = cli.run("fare", "부산", "--taxi", "ulsan")
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: --taxi expects one of mid, deluxe, seoul-deluxe, seoul, incheon, daejeon, daegu, gwangju, "
                    + "busan, jeju, got 'ulsan'\n"))
        #expect(try cli.dump() == before)
    }

    @Test func helpNamesTheCitiesAndTheChoice() {
        let help = (try? CLIHarness())?.run("fare", "--help").stdout ?? ""
        #expect(help.contains("busan, daegu, incheon, gwangju, daejeon, jeju"))
        #expect(help.contains("holding most of the priced legs' stops"))
    }
}
