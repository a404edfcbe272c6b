import Foundation
import FoundationXML
import Testing
import TripCLI
import TripModel

/// End-to-end `trip export --format …` and `trip import FILE` through the real command line and a temp database.
@Suite struct ExportImportFormatsTests {
    /// A temporary folder with a database; runs commands in-process with separate stdout and stderr.
    final class Sandbox {
        let directory: URL
        private var counter = 0

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "trip-formats-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        @discardableResult
        func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
            let out = BufferSink()
            let err = BufferSink()
            let io = TerminalIO(standardOutput: out, standardError: err, environment: ["NO_COLOR": "1"])
            let code = TripCommandLine.run(
                arguments + ["--db", path("trip.sqlite")], io: io,
                clock: { Timestamp(millisecondsSinceEpoch: 1_795_000_000_000) })
            return (code, out.text, err.text)
        }

        func write(_ name: String, _ text: String) throws -> String {
            let file = path(name)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            return file
        }

        /// Imports a three-stop Korean trip from GPX and returns its name.
        func seed() throws -> String {
            let gpx = """
                <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
                <metadata><name>제주 &amp; 친구들</name></metadata>
                <wpt lat="33.458056" lon="126.9425"><name>성산일출봉</name><desc>서귀포시 성산읍</desc></wpt>
                <wpt lat="33.4996213" lon="126.5311884"><name>Café, "Wind"</name></wpt>
                <wpt lat="33.3616666" lon="126.5291666"><name>한라산</name></wpt>
                </gpx>
                """
            let result = run(["import", try write("seed.gpx", gpx)])
            #expect(result.code == 0, "\(result.err)")
            return "제주 & 친구들"
        }

        func tripCount() throws -> Int {
            let result = run(["list", "--json"])
            let array = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [Any]
            return array?.count ?? -1
        }
    }

    @Test func importGPXCreatesATripInFileOrder() throws {
        let sandbox = try Sandbox()
        let name = try sandbox.seed()
        let show = sandbox.run(["show", name, "--json"])
        #expect(show.code == 0, "\(show.err)")
        let trip = try TripDocumentCoding.decoder().decode(Trip.self, from: Data(show.out.utf8))
        #expect(trip.stops.map(\.name) == ["성산일출봉", "Café, \"Wind\"", "한라산"])
        #expect(trip.stops[0].address == "서귀포시 성산읍")
    }

    @Test(arguments: ["gpx", "geojson", "kml", "csv"])
    func exportThenImportRoundTrips(format: String) throws {
        let sandbox = try Sandbox()
        let name = try sandbox.seed()
        let file = sandbox.path("out.\(format)")
        let export = sandbox.run(["export", name, "--format", format, "-o", file])
        #expect(export.code == 0, "\(export.err)")
        #expect(export.out.isEmpty)
        let imported = sandbox.run(["import", file, "--name", "Copy \(format)", "--json"])
        #expect(imported.code == 0, "\(imported.err)")
        let copy = try TripDocumentCoding.decoder().decode(Trip.self, from: Data(imported.out.utf8))
        #expect(copy.name == "Copy \(format)")
        #expect(copy.stops.map(\.name) == ["성산일출봉", "Café, \"Wind\"", "한라산"])
        #expect(abs(copy.stops[1].latitude - 33.4996213) < 1e-7 && abs(copy.stops[1].longitude - 126.5311884) < 1e-7)
    }

    @Test func exportToStandardOutputIsParseable() throws {
        let sandbox = try Sandbox()
        let name = try sandbox.seed()
        let svg = sandbox.run(["export", name, "--format", "svg"])
        #expect(svg.code == 0, "\(svg.err)")
        let document = try XMLDocument(data: Data(svg.out.utf8), options: [])
        let pins = try document.nodes(forXPath: "//*[local-name()='circle']")
        #expect(pins.count == 3)
        let geojson = sandbox.run(["export", name, "--format", "geojson"])
        let object = try JSONSerialization.jsonObject(with: Data(geojson.out.utf8)) as? [String: Any]
        #expect((object?["features"] as? [Any])?.count == 4)
        for format in ["gpx", "kml", "csv", "md", "gmaps"] {
            let result = sandbox.run(["export", name, "--format", format])
            #expect(result.code == 0 && !result.out.isEmpty, "\(format): \(result.err)")
        }
    }

    @Test func calendarNeedsAStartDate() throws {
        let sandbox = try Sandbox()
        let name = try sandbox.seed()
        let result = sandbox.run(["export", name, "--format", "ics"])
        #expect(result.code == 65)
        #expect(result.err.contains("no start date"))
        #expect(result.out.isEmpty)
    }

    @Test func unknownFormatsAreUsageErrors() throws {
        let sandbox = try Sandbox()
        let name = try sandbox.seed()
        let export = sandbox.run(["export", name, "--format", "shp"])
        #expect(export.code == 64 && export.err.contains("gmaps"))
        let importing = sandbox.run(["import", sandbox.path("missing.shp"), "--format", "shp"])
        #expect(importing.code == 64 && importing.err.contains("geojson"))
    }

    @Test func brokenFileNamesLineAndStoresNothing() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write(
            "broken.gpx", "<gpx>\n<wpt lat=\"33\" lon=\"126\"/>\n<wpt lat=\"99\" lon=\"126\"/>\n</gpx>")
        let result = sandbox.run(["import", file])
        #expect(result.code == 65)
        #expect(result.err.contains("broken.gpx line 3") && result.err.contains("'lat'"), "\(result.err)")
        #expect(try sandbox.tripCount() == 0)
        let csv = try sandbox.write("broken.csv", "name,lat,lon\na,1,2\nb,1\n")
        let csvResult = sandbox.run(["import", csv])
        #expect(csvResult.code == 65 && csvResult.err.contains("line 3"), "\(csvResult.err)")
        #expect(try sandbox.tripCount() == 0)
    }

    @Test func entityDeclarationsAreRefused() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write(
            "evil.kml", "<!DOCTYPE kml [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>\n<kml><Placemark/></kml>")
        let result = sandbox.run(["import", file])
        #expect(result.code == 65 && result.err.contains("entity"), "\(result.err)")
        #expect(try sandbox.tripCount() == 0)
    }

    @Test func formatIsDetectedFromContentNotExtension() throws {
        let sandbox = try Sandbox()
        let file = try sandbox.write(
            "places.json",
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [126.5, 33.5]}, "properties": {}}]}"#
        )
        let result = sandbox.run(["import", file])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("'places'") && result.out.contains("1 stops"))
    }

    @Test func tripDocumentsStillGoToTheJSONImporter() throws {
        let sandbox = try Sandbox()
        let name = try sandbox.seed()
        let file = sandbox.path("trip.json")
        #expect(sandbox.run(["export", name, "-o", file]).code == 0)
        #expect(sandbox.run(["rm", name, "--yes"]).code == 0)
        let result = sandbox.run(["import", file])
        #expect(result.code == 0, "\(result.err)")
        #expect(try sandbox.tripCount() == 1)
    }
}
