import Foundation
import Testing

@testable import TripFormats

@Suite struct SafeXMLParserTests {
    @Test func billionLaughsIsRefusedBeforeParsing() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            ]>
            <gpx><wpt lat="1" lon="2"><name>&lol2;</name></wpt></gpx>
            """
        expectFormatError(["evil.gpx line 3", "entity"]) {
            _ = try GPXReader.read(Sample.data(xml), source: "evil.gpx")
        }
    }

    @Test func externalEntityIsRefused() {
        let xml =
            "<!DOCTYPE kml [<!ENTITY xxe SYSTEM \"file:///nonexistent/secret\">]>\n<kml><Placemark><name>&xxe;</name></Placemark></kml>"
        expectFormatError(["line 1", "entity"]) { _ = try KMLReader.read(Sample.data(xml), source: "evil.kml") }
    }

    @Test func undeclaredEntityIsAnErrorNotAnExpansion() {
        let xml = "<gpx>\n<wpt lat=\"1\" lon=\"2\"><name>&secret;</name></wpt></gpx>"
        expectFormatError(["line 2"]) { _ = try GPXReader.read(Sample.data(xml), source: "evil.gpx") }
    }

    @Test func externalDTDIsNeverFetched() throws {
        // Port 9 (discard) on localhost: if the parser tried to load the DTD it would fail or hang.
        let xml = """
            <!DOCTYPE gpx SYSTEM "http://127.0.0.1:9/gpx.dtd">
            <gpx><wpt lat="1" lon="2"><name>ok</name></wpt></gpx>
            """
        let route = try GPXReader.read(Sample.data(xml), source: "dtd.gpx")
        #expect(route.points.map(\.name) == ["ok"])
    }

    @Test func deepNestingIsRefused() {
        let depth = ImportLimits.maximumDepth + 10
        let xml = "<gpx>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</gpx>"
        expectFormatError(["deeper than"]) { _ = try GPXReader.read(Sample.data(xml), source: "deep.gpx") }
    }

    @Test func oversizedFileIsRefusedUnread() {
        let data = Data(count: ImportLimits.maximumBytes + 1)
        expectFormatError(["over the", "limit"]) { _ = try GPXReader.read(data, source: "huge.gpx") }
    }

    @Test func tooManyPointsIsRefused() {
        var csv = "name,lat,lon\n"
        for index in 0...ImportLimits.maximumPoints { csv += "p\(index),1,2\n" }
        expectFormatError(["more than 10000 points"]) { _ = try CSVReader.read(Sample.data(csv), source: "many.csv") }
    }
}

extension SafeXMLParserTests {
    @Test func tooManyElementsIsRefused() {
        let xml = "<kml>\n" + String(repeating: "<a/>", count: ImportLimits.maximumElements + 1) + "</kml>"
        expectFormatError(["line 2", "more than 500000 elements"]) {
            _ = try KMLReader.read(Sample.data(xml), source: "many.kml")
        }
    }

    /// 300,000 track points make a 14 MB file: over libxml's 10 MB single-buffer limit and over the
    /// element limit, yet fine because the parser streams and tracks are skipped.
    @Test func hugeTracksAreSkippedNotCounted() throws {
        let points = String(repeating: "<trkpt lat=\"1\" lon=\"2\"><ele>3</ele></trkpt>\n", count: 300_000)
        let xml = "<gpx><wpt lat=\"1\" lon=\"2\"/><trk><trkseg>\(points)</trkseg></trk></gpx>"
        let route = try GPXReader.read(Sample.data(xml), source: "log.gpx")
        #expect(route.points.count == 1)
    }
}
