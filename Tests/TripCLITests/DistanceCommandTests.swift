import Foundation
import Testing

@Suite struct DistanceCommandTests {
    /// Reference values from GeographicLib 2.1 (Python, `Geodesic.WGS84.Inverse`), Karney's algorithm,
    /// accurate to nanometres; a haversine sphere is off by kilometres on the long one.
    /// Bearings are GeographicLib's `azi1` brought into 0…360.
    static let references: [(from: String, to: String, meters: Double, bearing: Double)] = [
        ("37.579617,126.977041", "37.551169,126.988227", 3308.4443, 162.6165),  // 경복궁 → N서울타워
        ("37.5665,126.978", "-33.8568,151.2153", 8_296_194.6500, 159.2256),  // Seoul → Sydney
        ("0,0", "0,1", 111_319.4908, 90),  // one degree along the equator
        ("51.4778,-0.0015", "40.7128,-74.006", 5_594_596.5140, 288.4705),  // Greenwich → New York
    ]

    @Test(arguments: references)
    func coordinatesGiveTheWGS84GeodesicDistanceAndBearing(from: String, to: String, meters: Double, bearing: Double)
        throws
    {
        let cli = try CLIHarness()
        let result = cli.run("distance", from, to)
        #expect(result.code == 0)
        let printed = try #require(Double(result.stdout.split(separator: " ").first.map(String.init) ?? ""))
        #expect(abs(printed - meters) < 0.001, "\(from) → \(to): \(printed) m, GeographicLib says \(meters) m")
        #expect(result.stdout.hasSuffix(String(format: ", initial bearing %.1f°\n", bearing)))
        #expect(result.stdout.contains(String(format: " m (%.3f km)", printed / 1000)))
        #expect(try cli.dump().isEmpty, "coordinates alone never create a database")
    }

    @Test func stopsAreNamedLikeEverywhereElse() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        let byCoordinates = cli.run("distance", "37.579617,126.977041", "37.551169,126.988227").stdout
        let byNames = cli.run("distance", "경복궁", "N서울", "--trip", "서울")
        #expect(byNames.code == 0)
        #expect(byNames.stdout == byCoordinates)
        #expect(byNames.stderr.contains("1. 경복궁 → 6. N서울타워"))
        #expect(cli.run("distance", "1", "37.551169,126.988227", "--trip", "서울").stdout == byCoordinates)
        cli.run("start", "서울")
        #expect(cli.run("distance", "1", "6").stdout == byCoordinates)
    }

    @Test func aStopNameWithACommaIsAStopNotACoordinate() throws {
        let cli = try CLIHarness()
        cli.run("new", "C")
        cli.run("stop", "add", "C", "Jongno, Seoul", "--lat", "37.57", "--lon", "126.98")
        let result = cli.run("distance", "Jongno, Seoul", "37.57,126.98", "--trip", "C")
        #expect(result.code == 0)
        #expect(result.stdout == "0.000 m (0.000 km)\n")
    }

    @Test func showAndStopListMeasureLegsOnTheEllipsoid() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        // 경복궁 → 북촌한옥마을 is 667.1955 m by GeographicLib; the haversine sphere said 666.3 m.
        let show = cli.run("show", "서울", "--json").stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.utf8)) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.first?["meters"] as? Double == 667.2)
        #expect(cli.run("stop", "list", "서울").stdout.contains("667 m"))
    }

    @Test func batchPrintsGoodLinesAndReportsBadOnesByNumber() throws {
        let cli = try CLIHarness()
        let lines = ["0,0,0,1", "not a line", " 37.5665 , 126.978 , -33.8568 , 151.2153 ", "", "0,0,91,0", "1,2,3"]
        let result = cli.run("distance", "--batch", stdin: lines)
        #expect(result.code == 65)
        #expect(result.stdout.split(separator: "\n").count == 2)
        #expect(result.stdout.hasPrefix(try meters(cli, "0,0", "0,1") + "\n"))
        #expect(result.stderr.contains("line 2: "))
        #expect(result.stderr.contains("line 5: "))
        #expect(result.stderr.contains("line 6: "))
        #expect(!result.stderr.contains("line 4"), "blank lines are skipped")
        #expect(result.stderr.contains("Error: 3 of 6 lines could not be read"))
    }

    @Test func batchOfGoodLinesExitsZero() throws {
        let cli = try CLIHarness()
        let result = cli.run("distance", "--batch", stdin: ["0,0,0,1", "0,0,0,0"])
        #expect(result.code == 0)
        #expect(result.stdout == (try meters(cli, "0,0", "0,1")) + "\n0.000\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        (["distance", "95,0", "0,0"], Int32(64), "'95,0' is not a valid coordinate"),
        (["distance", "0,0", "0,181"], 64, "'0,181' is not a valid coordinate"),
        (["distance", "37.5,abc", "0,0"], 64, "A must be lat,lon"),
        (["distance", "0,0"], 64, "distance needs two places"),
        (["distance", "--batch", "0,0"], 64, "--batch reads every pair from stdin"),
        (["distance", "없는곳", "0,0", "--trip", "서울"], 65, "no stop matches '없는곳'"),
        (["distance", "1", "2"], 65, "there is no current trip"),
    ])
    func badPlacesChangeNothing(arguments: [String], code: Int32, message: String) throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        #expect(result.code == code)
        #expect(result.stderr.contains(message))
        #expect(result.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }

    /// The metres `trip distance A B` prints, as text, so batch output can be compared with it.
    private func meters(_ cli: CLIHarness, _ from: String, _ to: String) throws -> String {
        try #require(cli.run("distance", from, to).stdout.split(separator: " ").first.map(String.init))
    }
}
