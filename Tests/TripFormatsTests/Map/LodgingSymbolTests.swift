import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

/// Each night's lodging is a house on the maps, apart from the numbered stops, with a legend entry.
@Suite struct LodgingSymbolTests {
    static let hotel = Lodging(name: "Hotel & <Spa>", latitude: 33.51, longitude: 126.52)
    static let inn = Lodging(name: "서귀포 민박", latitude: 33.25, longitude: 126.56)

    /// Two nights in the hotel, the third in the inn.
    static func trip() -> Trip {
        var trip = Sample.jejuTrip()
        trip.days = [TripDay(day: 1, lodging: hotel), TripDay(day: 2, lodging: hotel), TripDay(day: 3, lodging: inn)]
        return trip
    }

    static func elements(_ document: XMLDocument, _ name: String, class className: String) throws -> [XMLElement] {
        try Sample.nodes(document, name).compactMap { $0 as? XMLElement }.filter { $0.value("class") == className }
    }

    @Test func overviewHasOneHousePerDistinctLodging() {
        let scene = MapScene(itinerary: Sample.itinerary(Self.trip()))
        let lodgings = scene.markers.filter { $0.symbol == .lodging }
        #expect(lodgings.map(\.label) == [Self.hotel.name, Self.inn.name])
        #expect(scene.markers.filter { $0.symbol != .lodging }.count == 5)
        #expect(MapScene(itinerary: Sample.itinerary()).markers.allSatisfy { $0.symbol != .lodging })
    }

    @Test func dayMapShowsTheLodgingsOfItsFrame() throws {
        let itinerary = Sample.itinerary(Self.trip())
        let day = try #require(itinerary.days.first)
        let frame = ItinerarySchedule.Day(day: 1, start: 540, end: 1080, startLodging: Self.hotel, endLodging: Self.inn)
        #expect(
            MapScene(day: day, frame: frame).markers.filter { $0.symbol == .lodging }.map(\.label)
                == [Self.hotel.name, Self.inn.name])
        #expect(MapScene(day: day).markers.allSatisfy { $0.symbol != .lodging })
    }

    @Test func svgDrawsAHouseWithItsNameAndALegendEntry() throws {
        let text = SVGMapWriter.write(Sample.itinerary(Self.trip()))
        let document = try Sample.xmlDocument(text)
        let houses = try Self.elements(document, "g", class: "lodging")
        #expect(houses.count == 2)
        #expect(houses.first?.childText("title") == "⌂ " + Self.hotel.name)
        #expect(houses.allSatisfy { $0.elements(forName: "path").first?.value("class") == "house" })
        // A house has no number: the stop numbers stay 1…5.
        #expect(try Self.elements(document, "g", class: "pin").count == 5)
        let legend = try #require(
            try Sample.nodes(document, "g").compactMap { $0 as? XMLElement }.first { $0.value("id") == "legend" })
        #expect(legend.elements(forName: "text").last?.stringValue == "Lodging")
        #expect(legend.elements(forName: "path").first?.value("class") == "house")
        #expect(!SVGMapWriter.write(Sample.itinerary()).contains("Lodging"))
    }

    @Test func aLodgingOnAStopIsSetApartSoTheNumberStaysVisible() throws {
        var trip = Sample.jejuTrip()
        let first = trip.stops[0]
        trip.days = [TripDay(day: 1, lodging: Lodging(name: "On the stop", latitude: 33.458056, longitude: 126.9425))]
        let scene = MapScene(itinerary: Sample.itinerary(trip))
        let renderer = SVGMapRenderer(scene: scene, frame: MapRect(x: 0, y: 0, width: 960, height: 600))
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + renderer.elements.joined() + "</svg>"
        let document = try Sample.xmlDocument(svg)
        let circle = try #require(
            try Self.elements(document, "g", class: "pin").first {
                $0.value("data-position") == String(first.position)
            }?
            .elements(forName: "circle").first)
        let house = try #require(try Self.elements(document, "path", class: "house").first?.value("d"))
        // The house path starts at its bottom-left corner (x − 9, y + 9).
        let corner = house.dropFirst().split(separator: "V").first?.split(separator: " ").compactMap { Double($0) }
        let cx = try #require(Double(circle.value("cx") ?? ""))
        let cy = try #require(Double(circle.value("cy") ?? ""))
        let houseX = try #require(corner?.first) + 9
        let houseY = try #require(corner?.last) - 9
        #expect(abs(houseX - cx) < 1)
        #expect(abs(houseY - cy) >= 2 * SVGMapRenderer.pinRadius)
    }

    @Test func pageLegendAndDayTablesShowTheLodging() throws {
        var itinerary = Sample.itinerary(Self.trip())
        itinerary.schedule = ItinerarySchedule(
            timeZone: try #require(TimeZone(identifier: "Asia/Seoul")), visits: [:],
            days: [1: .init(day: 1, start: 540, end: 1080, startLodging: Self.hotel, endLodging: Self.hotel)])
        let document = try Sample.xmlDocument(HTMLPageWriter.write(itinerary, options: PageOptions(language: .korean)))
        let legend = try Self.elements(document, "li", class: "lodging")
        #expect(legend.count == 1 && legend.first?.stringValue == "숙소")
        #expect(legend.first?.elements(forName: "svg").first?.value("aria-hidden") == "true")
        // In a day table the icon stands alone in its cell, so it carries the word.
        let icons = try Self.elements(document, "svg", class: "lodging-icon").filter { $0.value("role") == "img" }
        #expect(icons.count == 2 && icons.allSatisfy { $0.value("aria-label") == "숙소" })
        // Overview (wide and narrow) shows both lodgings; day 1's map (wide and narrow) its hotel.
        let titles = try Self.elements(document, "g", class: "lodging").map { $0.childText("title") ?? "" }
        #expect(titles.filter { $0 == "⌂ " + Self.hotel.name }.count == 4)
        #expect(titles.filter { $0 == "⌂ " + Self.inn.name }.count == 2)
    }
}
