import Testing
import TripModel

/// Hand-computed fares from each city's published tariff (`Samples/fares/README.md` shows the same table).
/// Steps count when complete; a night fare is the whole meter fare × (100 + p) / 100, rounded half up to
/// the model's unit (100 KRW, Jeju 10 KRW).
@Suite struct RegionalFareTests {
    static func model(_ key: String) throws -> FareModel {
        try #require(try BuiltInFareModels.model(named: key))
    }

    // Busan: 4,800 for 2 km, 100 per full 132 m. 10 km: 8,000 / 132 = 60.6 → 60 steps → 10,800.
    // Night: 10,800 × 1.2 = 12,960 → 13,000; × 1.3 = 14,040 → 14,000; 4,800 × 1.3 = 6,240 → 6,200.
    // Daegu: 4,500 for 1.7 km, 100 per full 125 m. 10 km: 8,300 / 125 = 66.4 → 66 → 11,100.
    // Night: 11,100 × 1.2 = 13,320 → 13,300; × 1.3 = 14,430 → 14,400; 4,500 × 1.3 = 5,850 → 5,900.
    // Incheon: 4,800 for 1.6 km, 100 per full 135 m. 10 km: 8,400 / 135 = 62.2 → 62 → 11,000.
    // Night: × 1.2 = 13,200; × 1.4 = 15,400; 4,800 × 1.4 = 6,720 → 6,700.
    // Gwangju: 4,800 for 1.7 km, 100 per full 132 m. 10 km: 8,300 / 132 = 62.9 → 62 → 11,000.
    // Night: × 1.2 = 13,200; × 1.3 = 14,300; 4,800 × 1.3 = 6,240 → 6,200.
    // Daejeon: 4,300 for 1.8 km, 100 per full 132 m. 10 km: 8,200 / 132 = 62.1 → 62 → 10,500.
    // Night: × 1.2 = 12,600; × 1.3 = 13,650 → 13,700; 4,300 × 1.2 = 5,160 → 5,200.
    // Jeju: 4,300 for 2 km, 100 per full 126 m, unit 10. 10 km: 8,000 / 126 = 63.5 → 63 → 10,600.
    // Night: × 1.2 = 12,720 (no rounding at 10 KRW); 4,300 × 1.2 = 5,160.
    @Test(
        arguments: [
            ("busan", 2_000.0, "12:00", 4_800), ("busan", 2_131.0, "12:00", 4_800), ("busan", 2_132.0, "12:00", 4_900),
            ("busan", 10_000.0, "12:00", 10_800), ("busan", 10_000.0, "22:59", 10_800),
            ("busan", 10_000.0, "23:00", 13_000), ("busan", 10_000.0, "00:00", 14_000),
            ("busan", 10_000.0, "01:59", 14_000), ("busan", 10_000.0, "02:00", 13_000),
            ("busan", 10_000.0, "04:00", 10_800), ("busan", 2_000.0, "01:00", 6_200),
            ("daegu", 1_700.0, "12:00", 4_500), ("daegu", 1_824.0, "12:00", 4_500), ("daegu", 1_825.0, "12:00", 4_600),
            ("daegu", 10_000.0, "12:00", 11_100), ("daegu", 10_000.0, "23:30", 13_300),
            ("daegu", 10_000.0, "00:30", 14_400), ("daegu", 10_000.0, "03:59", 13_300),
            ("daegu", 1_700.0, "01:00", 5_900),
            ("incheon", 1_600.0, "12:00", 4_800), ("incheon", 1_734.0, "12:00", 4_800),
            ("incheon", 1_735.0, "12:00", 4_900), ("incheon", 10_000.0, "12:00", 11_000),
            ("incheon", 10_000.0, "21:59", 11_000), ("incheon", 10_000.0, "22:00", 13_200),
            ("incheon", 10_000.0, "23:00", 15_400), ("incheon", 10_000.0, "02:00", 13_200),
            ("incheon", 1_600.0, "23:30", 6_700),
            ("gwangju", 1_700.0, "12:00", 4_800), ("gwangju", 1_831.0, "12:00", 4_800),
            ("gwangju", 1_832.0, "12:00", 4_900), ("gwangju", 10_000.0, "12:00", 11_000),
            ("gwangju", 10_000.0, "23:00", 13_200), ("gwangju", 10_000.0, "00:00", 14_300),
            ("gwangju", 1_700.0, "01:00", 6_200),
            ("daejeon", 1_800.0, "12:00", 4_300), ("daejeon", 1_931.0, "12:00", 4_300),
            ("daejeon", 1_932.0, "12:00", 4_400), ("daejeon", 10_000.0, "12:00", 10_500),
            ("daejeon", 10_000.0, "23:59", 12_600), ("daejeon", 10_000.0, "00:00", 13_700),
            ("daejeon", 1_800.0, "03:00", 5_200),
            ("jeju", 2_000.0, "12:00", 4_300), ("jeju", 2_125.0, "12:00", 4_300), ("jeju", 2_126.0, "12:00", 4_400),
            ("jeju", 10_000.0, "12:00", 10_600), ("jeju", 10_000.0, "22:59", 10_600),
            ("jeju", 10_000.0, "23:00", 12_720), ("jeju", 10_000.0, "03:59", 12_720),
            ("jeju", 10_000.0, "04:00", 10_600), ("jeju", 2_000.0, "23:00", 5_160),
        ] as [(String, Double, String, Int64)])
    func handComputedFare(city: String, meters: Double, time: String, fare: Int64) throws {
        let quote = try Self.model(city).quote(roadMeters: meters, departure: try TimeOfDay(parsing: time))
        #expect(quote.fare == fare)
    }

    // The night windows as published: from 23:00 in the +30 % cities, from 22:00 in Incheon (+40 % 23–02).
    @Test(arguments: [
        ("busan", [20, 30, 20]), ("daegu", [20, 30, 20]), ("incheon", [20, 40, 20]), ("gwangju", [20, 30, 20]),
        ("daejeon", [20, 30, 20]), ("jeju", [20]),
    ])
    func nightWindows(city: String, percents: [Int]) throws {
        let model = try Self.model(city)
        #expect(model.nightSurcharges.map(\.percent) == percents)
        #expect(model.surchargePercent(at: try TimeOfDay(parsing: "04:00")) == 0)
        #expect(model.surchargePercent(at: try TimeOfDay(parsing: "21:59")) == 0)
    }

    // Jeju's published 2023 night base fare, 4,920 KRW = 4,100 × 1.2, is why its unit is 10 KRW; with the
    // same unit a share of 12,720 among 3 is 4,240 (rounded up to 10), not 4,300.
    @Test func jejuRoundsToTenWon() throws {
        let jeju = try Self.model("jeju")
        var old = jeju
        old.baseFare = 4_100
        #expect(old.quote(roadMeters: 0, departure: try TimeOfDay(parsing: "23:00")).fare == 4_920)
        #expect(jeju.share(of: 12_720, people: 3) == 4_240)
    }

    // Every tariff names its sources (a URL) and effective date, as the issue asks.
    @Test(arguments: FareRegion.all)
    func notesNameSourceAndDate(region: FareRegion) throws {
        let model = try BuiltInFareModels.model(of: region)
        #expect(model.notes.contains { $0.contains("https://") || $0.contains("http://") } || region.key == "seoul")
        #expect(model.name.contains("(since 20"))
    }
}
