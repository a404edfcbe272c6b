import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

@Suite struct GPXWriterTests {
    @Test func documentIsGPX11WithVersionCreatorAndNamespace() throws {
        let document = try Sample.xmlDocument(GPXWriter.write(Sample.itinerary()))
        let root = try #require(document.rootElement())
        #expect(root.localName == "gpx")
        #expect(root.uri == "http://www.topografix.com/GPX/1/1")
        #expect(root.value("version") == "1.1")
        #expect(root.value("creator") == "trip")
    }

    @Test func oneWaypointPerStopInVisitOrderWithFullPrecision() throws {
        let trip = Sample.jejuTrip()
        let document = try Sample.xmlDocument(GPXWriter.write(Sample.itinerary(trip)))
        let waypoints = try #require(document.rootElement()?.elements(forName: "wpt"))
        #expect(waypoints.count == trip.stops.count)
        for (element, stop) in zip(waypoints, trip.stops) {
            #expect(element.elements(forName: "name").first?.stringValue == stop.name)
            let lat = try #require(Double(element.value("lat") ?? ""))
            let lon = try #require(Double(element.value("lon") ?? ""))
            #expect(abs(lat - stop.latitude) < 1e-9 && abs(lon - stop.longitude) < 1e-9)
        }
    }

    @Test func oneRoutePerDayInVisitOrder() throws {
        let document = try Sample.xmlDocument(GPXWriter.write(Sample.itinerary()))
        let routes = try #require(document.rootElement()?.elements(forName: "rte"))
        #expect(routes.map { $0.elements(forName: "name").first?.stringValue } == ["Day 1", "Day 2"])
        // Stop 3 has no day and follows a day-1 stop, so it belongs to day 1.
        let dayOne = routes[0].elements(forName: "rtept").compactMap { $0.elements(forName: "name").first?.stringValue }
        #expect(dayOne == ["성산일출봉", "Café \"Wind, Rain\"; & <Co>", "=SUM(A1)"])
        #expect(routes[1].elements(forName: "rtept").count == 2)
    }

    @Test func undividedTripHasOneRouteNamedAfterTheTrip() throws {
        var trip = Sample.jejuTrip()
        for index in trip.stops.indices { trip.stops[index].day = nil }
        let document = try Sample.xmlDocument(GPXWriter.write(Sample.itinerary(trip)))
        let routes = try #require(document.rootElement()?.elements(forName: "rte"))
        #expect(routes.count == 1)
        #expect(routes[0].elements(forName: "name").first?.stringValue == trip.name)
        #expect(routes[0].elements(forName: "rtept").count == 5)
    }

    @Test func elementsFollowSchemaOrder() throws {
        let document = try Sample.xmlDocument(GPXWriter.write(Sample.itinerary()))
        let root = try #require(document.rootElement())
        let names = (root.children ?? []).compactMap { $0.localName }
        // metadata, then every wpt, then every rte.
        let firstRoute = try #require(names.firstIndex(of: "rte"))
        #expect(names.first == "metadata")
        #expect(names[1..<firstRoute].allSatisfy { $0 == "wpt" })
        #expect(names[firstRoute...].allSatisfy { $0 == "rte" })
        let wpt = try #require(root.elements(forName: "wpt").first)
        #expect((wpt.children ?? []).compactMap(\.localName) == ["name", "desc", "extensions"])
        let rte = try #require(root.elements(forName: "rte").first)
        let rteChildren = (rte.children ?? []).compactMap(\.localName)
        #expect(Array(rteChildren.prefix(2)) == ["name", "number"])
    }

    @Test func dayIsCarriedInOurExtensionNamespace() throws {
        let document = try Sample.xmlDocument(GPXWriter.write(Sample.itinerary()))
        let days = try Sample.nodes(document, "day")
        #expect(days.count == 4)
        #expect((days.first as? XMLElement)?.uri == GPXWriter.tripNamespace)
    }
}

extension GPXWriterTests {
    /// XML 1.0 cannot carry most control characters at all; they are dropped so the file stays readable.
    @Test func controlCharactersAndEmojiKeepTheDocumentWellFormed() throws {
        var trip = Sample.jejuTrip()
        trip.stops[0].name = "Bell\u{7}Tab\tNull\u{0}Emoji 🏝️ end\u{FFFE}"
        let text = GPXWriter.write(Sample.itinerary(trip))
        let document = try Sample.xmlDocument(text)
        let name = try #require(document.rootElement()?.elements(forName: "wpt").first?.childText("name"))
        #expect(name == "BellTab\tNullEmoji 🏝️ end")
        let route = try GPXReader.read(Data(text.utf8), source: "x.gpx")
        #expect(route.points[0].name == name)
    }
}
