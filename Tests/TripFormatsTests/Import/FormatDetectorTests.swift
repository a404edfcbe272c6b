import Foundation
import Testing

@testable import TripFormats

@Suite struct FormatDetectorTests {
    @Test(arguments: [
        ("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- c -->\n<gpx:gpx xmlns:gpx=\"x\"/>", DetectedFormat.route(.gpx)),
        ("  <kml xmlns=\"http://www.opengis.net/kml/2.2\"></kml>", .route(.kml)),
        (#"{"type": "FeatureCollection", "features": []}"#, .route(.geojson)),
        (#"{"id": "x", "name": "Jeju", "status": "planning", "stops": []}"#, .tripDocument),
        ("name;lat;lon\n", .route(.csv)),
    ])
    func detectsByContent(text: String, expected: DetectedFormat) throws {
        #expect(try FormatDetector.detect(Data(text.utf8), source: "file.json") == expected)
    }

    @Test(arguments: ["<html></html>", #"{"hello": 1}"#, "just words", "", "[1, 2]"])
    func unknownContentIsRefused(text: String) {
        expectFormatError(["cannot tell the format", "--format"]) {
            _ = try FormatDetector.detect(Data(text.utf8), source: "file.txt")
        }
    }

    @Test func routeImporterRefusesATripDocumentItCannotRead() {
        let json = #"{"id": "x", "name": "Jeju", "status": "planning"}"#
        expectFormatError(["cannot tell the format"]) { _ = try RouteImporter.read(Data(json.utf8), source: "t.json") }
    }
}
