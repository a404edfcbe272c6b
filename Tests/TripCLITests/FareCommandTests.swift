import Foundation
import Testing

@Suite struct FareCommandTests {
    func legs(_ result: CLIHarness.Result) -> [[String: Any]] {
        CLIHarness.object(result.stdout)["legs"] as? [[String: Any]] ?? []
    }

    @Test func daytimeFaresAtTheStepBoundaries() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        // Detour 1 keeps the road equal to the straight legs: 1,600 m → 4,800; 1,731 m → one full
        // 131 m step → 4,900; 10,000 m → 64 full steps → 11,200. Three people share: rounded up to 100.
        let result = trip.run("fare", "Seoul", "--detour", "1", "--json")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(legs(result).map { $0["fare"] as? Int } == [4_800, 4_900, 11_200])
        #expect(legs(result).map { $0["steps"] as? Int } == [0, 1, 64])
        #expect(legs(result).map { $0["perPerson"] as? Int } == [1_600, 1_700, 3_800])
        let document = CLIHarness.object(result.stdout)
        #expect(document["totalFare"] as? Int == 20_900)
        #expect(document["people"] as? Int == 3)
        #expect(document["surchargePercent"] as? Int == 0)
    }

    @Test(arguments: [
        ("21:59", 11_200), ("22:00", 13_400), ("22:59", 13_400), ("23:00", 15_700), ("01:59", 15_700),
        ("02:00", 13_400), ("03:59", 13_400), ("04:00", 11_200),
    ])
    func nightSurchargeByDeparture(time: String, fare: Int) throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        let result = trip.run("fare", "Seoul", "--leg", "3", "--detour", "1", "--at", time, "--people", "2", "--json")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(legs(result).map { $0["fare"] as? Int } == [fare])
        // Half the fare, rounded up to 100 KRW.
        #expect(legs(result).map { $0["perPerson"] as? Int } == [(fare / 2 + 99) / 100 * 100])
    }

    /// With times, each leg leaves at its scheduled departure: day 1 starts 09:00 (S1 stays an hour,
    /// S2 is 17 minutes away by transit), day 2 starts 21:40, so S3 → S4 leaves at 22:40, at night.
    @Test func scheduledTripsPriceEachLegAtItsOwnDeparture() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        #expect(trip.run("day", "set", "Seoul", "2", "--start", "21:40").code == 0)
        let result = trip.run("fare", "Seoul", "--detour", "1", "--json")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(legs(result).map { $0["departure"] as? String } == ["10:00", "11:17", "22:40"])
        #expect(legs(result).map { $0["surchargePercent"] as? Int } == [0, 0, 20])
        #expect(legs(result).map { $0["fare"] as? Int } == [4_800, 4_900, 13_400])
        let table = trip.run("fare", "Seoul", "--detour", "1")
        #expect(table.stdout.contains("22:40 +20 %"))
        #expect(table.stdout.contains("Each leg leaves at its departure in 'trip schedule'"))
        // --at still prices every leg at one time.
        let noon = trip.run("fare", "Seoul", "--detour", "1", "--at", "12:00", "--json")
        #expect(legs(noon).map { $0["fare"] as? Int } == [4_800, 4_900, 11_200])
    }

    @Test func tableStatesTheDetourAndAssumptions() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        let result = trip.run("fare", "Seoul", "--day", "1", "--taxi", "deluxe")
        #expect(result.code == 0)
        #expect(result.stdout.contains("Seoul deluxe/jumbo taxi"))
        #expect(result.stdout.contains("× 1.3"))
        #expect(result.stdout.contains("Day rate assumed"))
        #expect(result.stdout.contains("7,000 KRW"))
        #expect(result.stderr.isEmpty)
    }

    @Test func modelFileIsReadAndValidated() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        let good = trip.directory.appendingPathComponent("flat.json")
        try Data(
            """
            {"name": "Flat", "currency": "USD", "baseFare": 500, "baseDistanceMeters": 0,
             "stepDistanceMeters": 1000, "stepFare": 100, "roundingUnit": 1}
            """.utf8
        ).write(to: good)
        let result = trip.run("fare", "Seoul", "--leg", "3", "--detour", "1", "--model", good.path, "--json")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(legs(result).map { $0["fare"] as? Int } == [1_500])
        let bad = trip.directory.appendingPathComponent("bad.json")
        try Data(#"{"name": "Bad", "currency": "USD", "baseFare": 500}"#.utf8).write(to: bad)
        let refused = trip.run("fare", "Seoul", "--model", bad.path)
        #expect(refused.code == 65)
        #expect(refused.stderr.hasPrefix("Error: the fare model \(bad.path) is invalid at 'baseDistanceMeters'"))
        #expect(refused.stdout.isEmpty)
        #expect(
            trip.run("fare", "Seoul", "--model", trip.directory.appendingPathComponent("none.json").path).code == 66)
    }

    @Test(
        arguments: [
            (["--at", "24:00"], Int32(64)), (["--taxi", "limo"], 64), (["--leg", "1", "--day", "1"], 64),
            (["--detour", "0.5"], 64), (["--people", "0"], 64), (["--leg", "9"], 65), (["--day", "7"], 65),
            (["--taxi", "mid", "--model", "x.json"], 64),
        ] as [([String], Int32)])
    func badOptionsAreRefused(options: [String], status: Int32) throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        let result = trip.run(arguments: ["fare", "Seoul"] + options)
        #expect(result.code == status)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stdout.isEmpty)
    }
}
