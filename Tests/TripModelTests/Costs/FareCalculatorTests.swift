import Testing
import TripModel

/// Hand-computed Seoul fares. Mid-size: 4,800 KRW for 1,600 m, then 100 KRW per FULL 131 m.
/// Night: ×1.2 (22–23, 02–04) or ×1.4 (23–02) on the whole fare, rounded to the nearest 100 KRW.
@Suite struct FareCalculatorTests {
    let mid: FareModel
    let deluxe: FareModel
    let noon = TimeOfDay.noon

    init() throws {
        mid = try #require(try BuiltInFareModels.model(named: "mid"))
        deluxe = try #require(try BuiltInFareModels.model(named: "deluxe"))
    }

    // 1,600 m: inside the base distance. 1,730 m: 130 m past it, no full step. 1,731 m: one full
    // step → 4,900. 10 km: (10,000 − 1,600) / 131 = 64.12 → 64 steps → 4,800 + 6,400 = 11,200.
    @Test(
        arguments: [
            (0.0, 0, 4_800), (1_600.0, 0, 4_800), (1_730.0, 0, 4_800), (1_730.999, 0, 4_800), (1_731.0, 1, 4_900),
            (1_862.0, 2, 5_000), (10_000.0, 64, 11_200),
        ] as [(Double, Int64, Int64)])
    func midDayFare(meters: Double, steps: Int64, fare: Int64) {
        let quote = mid.quote(roadMeters: meters, departure: noon)
        #expect(quote.steps == steps)
        #expect(quote.meterFare == fare)
        #expect(quote.fare == fare)
        #expect(quote.surchargePercent == 0)
    }

    // Each boundary minute and the minute before it. Windows include their start, exclude their end.
    @Test(arguments: [
        ("21:59", 0), ("22:00", 20), ("22:59", 20), ("23:00", 40), ("23:59", 40), ("00:00", 40), ("01:59", 40),
        ("02:00", 20), ("03:59", 20), ("04:00", 0),
    ])
    func midNightWindows(time: String, percent: Int) throws {
        #expect(mid.surchargePercent(at: try TimeOfDay(parsing: time)) == percent)
    }

    // 1.6 km: 4,800 × 1.2 = 5,760 → 5,800; × 1.4 = 6,720 → 6,700 (the published night base fares).
    // 1.731 km: 4,900 × 1.2 = 5,880 → 5,900; × 1.4 = 6,860 → 6,900.
    // 10 km: 11,200 × 1.2 = 13,440 → 13,400; × 1.4 = 15,680 → 15,700.
    @Test(
        arguments: [
            (1_600.0, "21:59", 4_800), (1_600.0, "22:00", 5_800), (1_600.0, "23:00", 6_700),
            (1_600.0, "02:00", 5_800), (1_600.0, "04:00", 4_800),
            (1_731.0, "22:30", 5_900), (1_731.0, "01:00", 6_900),
            (10_000.0, "22:59", 13_400), (10_000.0, "23:00", 15_700), (10_000.0, "01:59", 15_700),
            (10_000.0, "02:00", 13_400), (10_000.0, "03:59", 13_400), (10_000.0, "04:00", 11_200),
        ] as [(Double, String, Int64)])
    func midNightFare(meters: Double, time: String, fare: Int64) throws {
        #expect(mid.quote(roadMeters: meters, departure: try TimeOfDay(parsing: time)).fare == fare)
    }

    // Deluxe: 7,000 for 3 km, 200 per full 151 m (assumed). 10 km: 7,000 / 151 = 46.36 → 46 steps
    // → 7,000 + 9,200 = 16,200; night ×1.2 = 19,440 → 19,400. 3,151 m: one step → 7,200.
    @Test(
        arguments: [
            (3_000.0, "12:00", 7_000), (3_150.0, "12:00", 7_000), (3_151.0, "12:00", 7_200),
            (10_000.0, "12:00", 16_200), (10_000.0, "21:59", 16_200), (10_000.0, "22:00", 19_400),
            (10_000.0, "03:59", 19_400), (10_000.0, "04:00", 16_200),
        ] as [(Double, String, Int64)])
    func deluxeFare(meters: Double, time: String, fare: Int64) throws {
        #expect(deluxe.quote(roadMeters: meters, departure: try TimeOfDay(parsing: time)).fare == fare)
    }

    // Shares round UP to 100 KRW: 11,200 / 3 = 3,733.3 → 3,800; 4,800 / 2 = 2,400 exactly.
    @Test(
        arguments: [(11_200, 3, 3_800), (4_800, 2, 2_400), (4_900, 1, 4_900), (5_900, 4, 1_500), (100, 7, 100)]
            as [(Int64, Int, Int64)])
    func perPersonShare(fare: Int64, people: Int, share: Int64) {
        #expect(mid.share(of: fare, people: people) == share)
    }

    @Test func absurdDistancesDoNotTrap() {
        #expect(mid.quote(roadMeters: -5, departure: noon).fare == 4_800)
        #expect(mid.quote(roadMeters: .infinity, departure: noon).fare == 4_800)
        #expect(mid.quote(roadMeters: 1e30, departure: noon).fare > 0)
    }
}
