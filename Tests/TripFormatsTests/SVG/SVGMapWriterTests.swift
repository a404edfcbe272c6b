import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

@Suite struct SVGMapWriterTests {
    private func document(_ trip: Trip = Sample.jejuTrip()) throws -> XMLDocument {
        try Sample.xmlDocument(SVGMapWriter.write(Sample.itinerary(trip)))
    }

    private func elements(_ document: XMLDocument, _ name: String, class className: String) throws -> [XMLElement] {
        try Sample.nodes(document, name).compactMap { $0 as? XMLElement }.filter { $0.value("class") == className }
    }

    @Test func isAnSVGDocumentWithTitle() throws {
        let document = try document()
        let root = try #require(document.rootElement())
        #expect(root.localName == "svg" && root.uri == "http://www.w3.org/2000/svg")
        #expect(root.childText("title") == Sample.jejuTrip().name)
    }

    @Test func oneNumberedPinPerStopInVisitOrder() throws {
        let document = try document()
        let pins = try elements(document, "g", class: "pin")
        #expect(pins.count == 5)
        #expect(pins.map { $0.value("data-position") } == ["1", "2", "3", "4", "5"])
        #expect(pins.map { $0.elements(forName: "text").first?.stringValue } == ["1", "2", "3", "4", "5"])
        #expect(pins[1].childText("title") == "2. Café \"Wind, Rain\"; & <Co>")
    }

    @Test func routeIsOnePathPerDayThroughItsStopsWithTheDayColour() throws {
        let document = try document()
        let routes = try elements(document, "path", class: "route")
        #expect(routes.map { $0.value("data-day") } == ["1", "2"])
        let commands = (routes[0].value("d") ?? "").split(separator: " ").filter {
            $0.hasPrefix("M") || $0.hasPrefix("L")
        }
        #expect(commands.count == 3)
        #expect(routes[0].value("stroke") != routes[1].value("stroke"))
        #expect(try elements(document, "path", class: "transfer").count == 1)
    }

    @Test func pinsAreFittedInsideThePage() throws {
        let document = try document()
        let root = try #require(document.rootElement())
        let width = try #require(Double(root.value("width") ?? ""))
        let height = try #require(Double(root.value("height") ?? ""))
        for circle in try Sample.nodes(document, "circle").compactMap({ $0 as? XMLElement }) {
            let x = try #require(Double(circle.value("cx") ?? ""))
            let y = try #require(Double(circle.value("cy") ?? ""))
            #expect((0...width).contains(x) && (0...height).contains(y))
        }
    }

    @Test func hasScaleBarAndLegend() throws {
        let document = try document()
        let groups = try Sample.nodes(document, "g").compactMap { ($0 as? XMLElement)?.value("id") }
        #expect(groups.contains("legend"))
        let classes = try Sample.nodes(document, "g").compactMap { ($0 as? XMLElement)?.value("class") }
        #expect(classes.contains("scale"))
        let legend = try #require(
            try Sample.nodes(document, "g").compactMap { $0 as? XMLElement }.first { $0.value("id") == "legend" })
        #expect(legend.elements(forName: "rect").count == 2)
    }

    @Test(arguments: [0, 1])
    func emptyAndSingleStopTripsStillDraw(stopCount: Int) throws {
        var trip = Sample.jejuTrip()
        trip.stops = Array(trip.stops.prefix(stopCount))
        let document = try document(trip)
        #expect(try elements(document, "g", class: "pin").count == stopCount)
        #expect(try elements(document, "path", class: "route").isEmpty)
    }

    @Test func scaleBarIsARoundNumber() {
        let projection = MapProjection(
            points: [(33.2, 126.2), (33.6, 126.9)], box: .init(minX: 0, minY: 0, width: 800, height: 600))
        let bar = projection.scaleBar(targetPixels: 200)
        #expect([10_000.0, 20_000, 5_000].contains(bar.metres))
        #expect(bar.pixels <= 200 && bar.pixels > 60)
    }
}
