import Foundation
import Testing

@testable import TripFormats

@Suite struct GPXReaderTests {
    @Test func readsWaypointsInFileOrder() throws {
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
              <metadata><name>Jeju</name></metadata>
              <wpt lat="33.458056" lon="126.9425"><name>성산일출봉</name><desc>서귀포시</desc></wpt>
              <wpt lat="-33.5" lon="-70.25"><name>Santiago</name></wpt>
            </gpx>
            """
        let route = try GPXReader.read(Sample.data(gpx), source: "jeju.gpx")
        #expect(route.name == "Jeju")
        #expect(route.points.map(\.name) == ["성산일출봉", "Santiago"])
        #expect(route.points[0].address == "서귀포시")
        #expect(route.points[1].latitude == -33.5 && route.points[1].longitude == -70.25)
    }

    @Test func realWorldQuirks() throws {
        // BOM, CRLF, GPX 1.0 namespace with a prefix, Garmin extensions, CDATA, a comment, a missing
        // name, a blank name, character references, and a track that must be ignored.
        let route = try GPXReader.read(Sample.fixture("gpx-quirks.gpx"), source: "quirks.gpx")
        #expect(route.name == "Garmin export")
        #expect(route.points.map(\.name) == ["Seongsan & <Sunrise>", "Waypoint 2", "Waypoint 3"])
        #expect(route.points[0].latitude == 33.458056)
        #expect(route.points[2].address == "서귀포 & more")
    }

    @Test func readsRoutePointsWhenThereAreNoWaypoints() throws {
        let route = try GPXReader.read(Sample.fixture("gpx-routes-only.gpx"), source: "olle.gpx")
        #expect(route.points.map(\.name) == ["외돌개", "법환포구", "Waypoint 3"])
        #expect(route.name == "Olle 7")
    }

    @Test func malformedXMLNamesTheLine() {
        let gpx = "<gpx version=\"1.1\">\n<wpt lat=\"1\" lon=\"2\">\n<name>x</nam>\n</wpt></gpx>"
        expectFormatError(["bad.gpx line 3", "not valid"]) {
            _ = try GPXReader.read(Sample.data(gpx), source: "bad.gpx")
        }
    }

    @Test func outOfRangeLatitudeNamesLineAndField() {
        let gpx = "<gpx>\n<wpt lat=\"1\" lon=\"2\"/>\n<wpt lat=\"91\" lon=\"2\"/></gpx>"
        expectFormatError(["bad.gpx line 3", "'lat'", "91"]) {
            _ = try GPXReader.read(Sample.data(gpx), source: "bad.gpx")
        }
    }

    @Test(arguments: [
        ("<gpx><wpt lon=\"2\"/></gpx>", ["line 1", "'lat'", "needs a lat attribute"]),
        ("<gpx><wpt lat=\"1\" lon=\"east\"/></gpx>", ["'lon'", "not a number"]),
        ("<gpx><wpt lat=\"nan\" lon=\"2\"/></gpx>", ["'lat'", "not a number"]),
        ("<gpx><wpt lat=\"1\" lon=\"0x10\"/></gpx>", ["'lon'", "not a number"]),
        ("<kml/>", ["not <gpx>"]),
        ("", ["empty"]),
        ("<gpx><trk><trkseg></trkseg></trk></gpx>", ["no points", "no <wpt>, <rtept> or <trkpt>"]),
        ("<gpx><trk><trkseg><trkpt lat=\"95\" lon=\"2\"/></trkseg></trk></gpx>", ["'lat'", "outside -90…90"]),
        (
            "<gpx><wpt lat=\"1\" lon=\"2\"><extensions><trip:day xmlns:trip=\"urn:trip:gpx:v1\">one</trip:day>"
                + "</extensions></wpt></gpx>", ["'day'", "whole number"]
        ),
    ])
    func brokenInputIsRefused(gpx: String, fragments: [String]) {
        expectFormatError(fragments) { _ = try GPXReader.read(Sample.data(gpx), source: "bad.gpx") }
    }

    @Test func notUTF8IsRefused() {
        let data = Data([0x3C, 0x67, 0x70, 0x78, 0x3E, 0xFF, 0xFE, 0xFD, 0x3C, 0x2F])
        expectFormatError(["not UTF-8"]) { _ = try GPXReader.read(data, source: "bad.gpx") }
    }

    @Test func utf16WithByteOrderMarkIsRead() throws {
        let gpx =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<gpx><wpt lat=\"1\" lon=\"2\"><name>둘</name></wpt></gpx>"
        var data = Data([0xFF, 0xFE])
        data.append(gpx.data(using: .utf16LittleEndian) ?? Data())
        let route = try GPXReader.read(data, source: "utf16.gpx")
        #expect(route.points.map(\.name) == ["둘"])
    }
}
