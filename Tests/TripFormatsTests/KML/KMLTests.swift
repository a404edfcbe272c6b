import Foundation
import FoundationXML
import Testing

@testable import TripFormats

@Suite struct KMLWriterTests {
    @Test func placemarkPerStopAndLineStringPerDay() throws {
        let trip = Sample.jejuTrip()
        let document = try Sample.xmlDocument(KMLWriter.write(Sample.itinerary(trip)))
        let root = try #require(document.rootElement())
        #expect(root.localName == "kml" && root.uri == KMLWriter.namespace)
        let points = try Sample.nodes(document, "Point")
        #expect(points.count == trip.stops.count)
        let names = points.compactMap { ($0.parent as? XMLElement)?.childText("name") }
        #expect(names == trip.stops.map(\.name))
        let lines = try Sample.nodes(document, "LineString")
        #expect(lines.count == 2)
        let firstLine = try #require((lines.first as? XMLElement)?.childText("coordinates"))
        #expect(firstLine.split(separator: " ").count == 3)
        #expect(firstLine.hasPrefix("126.9425,33.458056 "))
    }

    @Test func lineColourIsTheDayColourInKMLByteOrder() throws {
        let document = try Sample.xmlDocument(KMLWriter.write(Sample.itinerary()))
        let colours = try Sample.nodes(document, "color").compactMap(\.stringValue)
        // Day 1 is #0072b2 → aabbggrr ffb27200.
        #expect(colours.first == "ffb27200")
    }
}

@Suite struct KMLReaderTests {
    @Test func readsPlacemarkPointsWithAddressAndDay() throws {
        let kml = """
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Trip</name>
            <Placemark><name>One</name><address>Here</address>
              <ExtendedData><Data name="day"><value>3</value></Data></ExtendedData>
              <Point><coordinates>126.5,33.25</coordinates></Point></Placemark>
            <Placemark><name>Two</name><Point><coordinates>-70.1,-33.2,100</coordinates></Point></Placemark>
            </Document></kml>
            """
        let route = try KMLReader.read(Sample.data(kml), source: "trip.kml")
        #expect(route.name == "Trip")
        #expect(
            route.points == [
                ImportedPoint(name: "One", address: "Here", latitude: 33.25, longitude: 126.5, day: 3),
                ImportedPoint(name: "Two", latitude: -33.2, longitude: -70.1),
            ])
    }

    @Test func realWorldQuirks() throws {
        // Google My Maps layout: folders, styles, a gx extension namespace, white space around the
        // coordinates, a Point inside MultiGeometry, a nameless placemark and a LineString to skip.
        let route = try KMLReader.read(Sample.fixture("kml-quirks.kml"), source: "mymaps.kml")
        #expect(route.name == "My Maps export")
        #expect(route.points.map(\.name) == ["성산일출봉", "Waypoint 2"])
        #expect(route.points[0].longitude == 126.9425 && route.points[0].latitude == 33.458056)
    }

    @Test(arguments: [
        (
            "<kml>\n<Placemark>\n<Point><coordinates>126.5</coordinates></Point></Placemark></kml>",
            ["line 3", "coordinates"]
        ),
        ("<kml><Placemark><Point><coordinates>200,10</coordinates></Point></Placemark></kml>", ["200", "-180…180"]),
        ("<kml><Placemark><Point/></Placemark></kml>", ["no <coordinates>"]),
        ("<kml><Document></Document></kml>", ["no points", "Placemark"]),
        ("<gpx/>", ["not <kml>"]),
        ("<kml><Placemark><name>x</Placemark></kml>", ["line 1", "not valid"]),
    ])
    func brokenInputIsRefused(kml: String, fragments: [String]) {
        expectFormatError(fragments) { _ = try KMLReader.read(Sample.data(kml), source: "bad.kml") }
    }

    @Test func zippedKMZIsExplained() {
        expectFormatError(["KMZ", "unzip"]) {
            _ = try KMLReader.read(Data([0x50, 0x4B, 0x03, 0x04, 0, 0]), source: "map.kmz")
        }
    }
}
