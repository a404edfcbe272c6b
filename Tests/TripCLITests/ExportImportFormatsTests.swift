import Foundation
import FoundationXML
import Testing
import TripModel

/// End-to-end `trip export --format …` and `trip import FILE` for the interchange formats, through the real
/// command line and a temporary database.
@Suite struct ExportImportFormatsTests {
    static let jeju = "제주 3일 (Jeju 3 days)"

    static func prepared() throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(cli.run("import", CLIHarness.sample("jeju-3-days.json")).code == 0)
        return cli
    }

    static func document(_ text: String) throws -> Trip {
        try TripDocumentCoding.decoder().decode(Trip.self, from: Data(text.utf8))
    }

    @Test(arguments: ["gpx", "geojson", "kml", "csv"])
    func exportThenImportGivesTheSameStops(format: String) throws {
        let cli = try Self.prepared()
        let original = try Self.document(cli.run("show", Self.jeju, "--json").stdout)
        let path = cli.directory.appendingPathComponent("jeju.\(format)").path
        let export = cli.run("export", Self.jeju, "--format", format, "-o", path)
        #expect(export.code == 0, "\(export.stderr)")
        #expect(export.stdout.isEmpty && export.stderr.contains("Wrote"))
        let imported = cli.run("import", path, "--name", "Copy", "--json")
        #expect(imported.code == 0, "\(imported.stderr)")
        let copy = try Self.document(imported.stdout)
        #expect(copy.name == "Copy" && copy.id != original.id)
        #expect(copy.stops.map(\.name) == original.stops.map(\.name))
        #expect(copy.stops.map(\.address) == original.stops.map(\.address))
        #expect(copy.stops.map(\.day) == original.stops.map(\.day))
        for (a, b) in zip(copy.stops, original.stops) {
            #expect(abs(a.latitude - b.latitude) < 1e-7 && abs(a.longitude - b.longitude) < 1e-7)
        }
    }

    @Test func importUsesTheFilesRouteNameThenTheFileName() throws {
        let cli = try CLIHarness()
        let named = try cli.file(
            "a.gpx", "<gpx><metadata><name>올레 7</name></metadata><wpt lat=\"33.2\" lon=\"126.5\"/></gpx>")
        #expect(cli.run("import", named).stdout.contains("'올레 7' with 1 stop"))
        let unnamed = try cli.file("west-coast.csv", "name,lat,lon\n협재,33.394,126.2398\n")
        #expect(cli.run("import", unnamed).stdout.contains("'west-coast' with 1 stop"))
    }

    @Test func svgAndGeoJSONOnStandardOutputParse() throws {
        let cli = try Self.prepared()
        let svg = cli.run("export", Self.jeju, "--format", "svg")
        #expect(svg.code == 0, "\(svg.stderr)")
        let document = try XMLDocument(data: Data(svg.stdout.utf8), options: [])
        let pins = try document.nodes(forXPath: "//*[local-name()='g'][@class='pin']")
        #expect(pins.count == 12)
        #expect(try document.nodes(forXPath: "//*[local-name()='path'][@class='route']").count == 3)
        let geojson = cli.run("export", Self.jeju, "--format", "geojson")
        let object = try JSONSerialization.jsonObject(with: Data(geojson.stdout.utf8)) as? [String: Any]
        #expect((object?["features"] as? [Any])?.count == 12 + 3)
    }

    @Test func calendarHasOneEventPerDay() throws {
        let cli = try Self.prepared()
        let ics = cli.run("export", Self.jeju, "--format", "ics")
        #expect(ics.code == 0, "\(ics.stderr)")
        let lines = ics.stdout.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        #expect(
            lines.filter { $0.hasPrefix("DTSTART;VALUE=DATE:") } == [
                "DTSTART;VALUE=DATE:20261210", "DTSTART;VALUE=DATE:20261211", "DTSTART;VALUE=DATE:20261212",
            ])
        #expect(cli.run("export", Self.jeju, "--format", "ics").stdout == ics.stdout)
    }

    @Test(arguments: ["md", "gmaps", "kml", "gpx", "csv"])
    func everyTextFormatWritesToStandardOutput(format: String) throws {
        let cli = try Self.prepared()
        let result = cli.run("export", Self.jeju, "--format", format)
        #expect(result.code == 0 && !result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(arguments: [
        (["export", "--format", "ics", "Undated"], Int32(65), "has no start date"),
        (
            ["export", "Undated", "--format", "shp"], 64,
            "use one of json, gpx, geojson, kml, csv, ics, md, svg, html, gmaps, pdf"
        ),
        (["import", "/nonexistent/x.shp", "--format", "shp"], 64, "use one of json, gpx, geojson, kml, csv"),
        (["import", "/nonexistent/x.gpx"], 66, "no such file"),
    ])
    func badRequestsAreRefused(arguments: [String], code: Int32, message: String) throws {
        let cli = try CLIHarness()
        cli.run("new", "Undated")
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        #expect(result.code == code)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [
        (
            "bad.gpx", "<gpx>\n<wpt lat=\"33\" lon=\"126\"/>\n<wpt lat=\"99\" lon=\"126\"/>\n</gpx>",
            "bad.gpx line 3, field 'lat'"
        ),
        ("bad.kml", "<kml>\n<Placemark>\n<name>x</Placemark></kml>", "bad.kml line 3 is not valid"),
        ("bad.csv", "name,lat,lon\na,1,2\nb,1\n", "bad.csv line 3 is not valid"),
        ("bad.geojson", "{\"type\": \"FeatureCollection\",\n\"features\": [,]}", "bad.geojson line 2 is not valid"),
        (
            "evil.gpx",
            "<!DOCTYPE gpx [<!ENTITY x SYSTEM \"file:///nonexistent/secret\">]>\n<gpx><wpt lat=\"1\" lon=\"2\"/></gpx>",
            "declares an XML entity"
        ),
        (
            "track.gpx",
            "<gpx><trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\"/>\n<trkpt lat=\"91\" lon=\"2\"/>\n</trkseg></trk></gpx>",
            "track.gpx line 3, field 'lat'"
        ),
        ("notes.txt", "just some words", "cannot tell the format"),
    ])
    func brokenFilesNameTheLineAndStoreNothing(name: String, contents: String, message: String) throws {
        let cli = try Self.prepared()
        let path = try cli.file(name, contents)
        let before = try cli.dump()
        let result = cli.run("import", path)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(try cli.dump() == before)
    }

    @Test func formatIsDetectedFromContentNotExtension() throws {
        let cli = try CLIHarness()
        let path = try cli.file(
            "places.json",
            #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [126.5, 33.5]}, "properties": {"name": "A"}}"#
        )
        let result = cli.run("import", path)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("from geojson"))
        let misnamed = try cli.file("route.xml", "<gpx><wpt lat=\"1\" lon=\"2\"/></gpx>")
        #expect(cli.run("import", misnamed).stdout.contains("from gpx"))
    }

    @Test func tripDocumentsStillGoToTheTripImporter() throws {
        let cli = try CLIHarness()
        let result = cli.run("import", CLIHarness.sample("jeju-3-days.json"))
        #expect(result.code == 0 && result.stdout.contains("Imported '\(Self.jeju)' with 12 stops"), "\(result.stdout)")
        let forced = cli.run("import", CLIHarness.sample("seoul-day.json"), "--format", "json")
        #expect(forced.code == 0)
    }
}

extension ExportImportFormatsTests {
    /// The legs in an exported CSV are the geodesic metres `trip show --json` reports.
    @Test func csvLegsMatchTheLegsShowPrints() throws {
        let cli = try Self.prepared()
        let show = cli.run("show", Self.jeju, "--json")
        let object = try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any]
        let legs = try #require(object?["legs"] as? [[String: Any]])
        let shown = legs.compactMap { ($0["meters"] as? NSNumber)?.doubleValue }
        let csv = cli.run("export", Self.jeju, "--format", "csv").stdout
        let exported = csv.components(separatedBy: "\r\n").dropFirst(2).filter { !$0.isEmpty }
            .compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
        #expect(exported.count == shown.count && !shown.isEmpty)
        for (a, b) in zip(exported, shown) { #expect(abs(a - b) <= 0.5) }
    }
}
