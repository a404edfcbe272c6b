import Foundation
import Testing
import TripModel

@Suite struct FareModelLoadingTests {
    /// The repository's `Samples/fares`, found from this file so the test runs from any checkout.
    static let faresFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/fares")

    @Test(arguments: [
        ("seoul-2023-mid.json", BuiltInFareModels.seoulMidJSON),
        ("seoul-2023-deluxe.json", BuiltInFareModels.seoulDeluxeJSON),
        ("busan-2023-mid.json", BuiltInFareModels.busanJSON), ("daegu-2025-mid.json", BuiltInFareModels.daeguJSON),
        ("incheon-2023-mid.json", BuiltInFareModels.incheonJSON),
        ("gwangju-2025-mid.json", BuiltInFareModels.gwangjuJSON),
        ("daejeon-2026-mid.json", BuiltInFareModels.daejeonJSON), ("jeju-2024-mid.json", BuiltInFareModels.jejuJSON),
    ])
    func shippedFileEqualsEmbeddedText(file: String, embedded: String) throws {
        let data = try Data(contentsOf: Self.faresFolder.appendingPathComponent(file))
        #expect(String(decoding: data, as: UTF8.self) == embedded)
        _ = try FareModel.load(data, source: file)
    }

    @Test func builtInModelsHaveTheSeoulFacts() throws {
        let mid = try #require(try BuiltInFareModels.model(named: "MID"))
        #expect(mid.baseFare == 4_800 && mid.baseDistanceMeters == 1_600)
        #expect(mid.stepDistanceMeters == 131 && mid.stepFare == 100)
        #expect(mid.nightSurcharges.map(\.percent) == [20, 40, 20])
        let deluxe = try #require(try BuiltInFareModels.model(named: "deluxe"))
        #expect(deluxe.baseFare == 7_000 && deluxe.baseDistanceMeters == 3_000)
        #expect(try BuiltInFareModels.model(named: "jumbo") == nil)
    }

    /// Every `--taxi` name loads, the city names give their own city's tariff, and the Seoul aliases agree.
    @Test func everyTaxiNameLoads() throws {
        for name in BuiltInFareModels.names {
            #expect(try BuiltInFareModels.model(named: name) != nil, "\(name)")
        }
        #expect(try BuiltInFareModels.model(named: "seoul") == BuiltInFareModels.model(named: "mid"))
        #expect(try BuiltInFareModels.model(named: "Seoul-Deluxe") == BuiltInFareModels.model(named: "deluxe"))
        for region in FareRegion.all {
            let model = try #require(try BuiltInFareModels.model(named: region.key))
            #expect(model.name.hasPrefix(region.area.englishLabel + " mid-size taxi"))
        }
        // Every sample file is built in: a new file without its embedded copy fails here.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.faresFolder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == (FareRegion.all.map(\.file) + ["seoul-2023-deluxe.json"]).sorted())
    }

    static let valid = """
        {"name": "Test", "currency": "KRW", "baseFare": 1000, "baseDistanceMeters": 1000,
         "stepDistanceMeters": 100, "stepFare": 100, "roundingUnit": 100,
         "nightSurcharges": [{"from": "22:00", "to": "04:00", "percent": 20}]}
        """

    @Test func minimalModelLoads() throws {
        let model = try FareModel.load(Data(Self.valid.utf8), source: "t.json")
        #expect(model.notes.isEmpty)
        #expect(model.surchargePercent(at: try TimeOfDay(parsing: "03:00")) == 20)
    }

    @Test(arguments: [
        ("\"baseFare\": 1000", "\"baseFare\": -1", "baseFare"),
        ("\"baseFare\": 1000", "\"baseFare\": 10.5", "baseFare"),
        ("\"percent\": 20", "\"percent\": 2.5", "nightSurcharges[0].percent"),
        ("\"baseFare\": 1000,", "", "baseFare"),
        ("\"stepDistanceMeters\": 100", "\"stepDistanceMeters\": 0", "stepDistanceMeters"),
        ("\"currency\": \"KRW\"", "\"currency\": \"XYZ\"", "currency"),
        ("\"currency\": \"KRW\"", "\"currency\": \"krw\"", "currency"),
        ("\"roundingUnit\": 100", "\"roundingUnit\": 0", "roundingUnit"),
        ("\"roundingUnit\": 100", "\"roundingUnit\": 100, \"stepFares\": 1", "stepFares"),
        ("\"from\": \"22:00\"", "\"from\": \"25:00\"", "nightSurcharges[0].from"),
        ("\"to\": \"04:00\"", "\"to\": \"22:00\"", "nightSurcharges[0]"),
        ("\"percent\": 20", "\"percent\": -20", "nightSurcharges[0].percent"),
        (
            "\"percent\": 20}", "\"percent\": 20}, {\"from\": \"03:00\", \"to\": \"05:00\", \"percent\": 5}",
            "nightSurcharges[1]"
        ),
    ])
    func invalidFieldIsNamed(original: String, replacement: String, field: String) throws {
        let text = Self.valid.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.valid)
        do {
            _ = try FareModel.load(Data(text.utf8), source: "bad.json")
            Issue.record("accepted \(text)")
        } catch let CostError.invalidFareModel(file, found, _) {
            #expect(file == "bad.json")
            #expect(found == field)
        }
    }

    @Test func notJSONIsRefused() {
        #expect(throws: CostError.invalidFareModel(file: "x", field: "(top level)", reason: "not valid JSON")) {
            try FareModel.load(Data("{".utf8), source: "x")
        }
        #expect(throws: CostError.invalidFareModel(file: "x", field: "(top level)", reason: "expected a JSON object")) {
            try FareModel.load(Data("[]".utf8), source: "x")
        }
    }
}
