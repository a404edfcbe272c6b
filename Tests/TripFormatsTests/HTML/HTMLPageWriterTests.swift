import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

/// The page parses as XML, names every stop where it belongs, keeps user text as text, and carries
/// everything inline.
@Suite struct HTMLPageWriterTests {
    static let hostile = "<script>alert(1)</script>"

    static func document(_ trip: Trip = Sample.jejuTrip(), language: Language = .english) throws -> XMLDocument {
        try Sample.xmlDocument(HTMLPageWriter.write(Sample.itinerary(trip), options: PageOptions(language: language)))
    }

    static func elements(_ document: XMLDocument, _ name: String) throws -> [XMLElement] {
        try Sample.nodes(document, name).compactMap { $0 as? XMLElement }
    }

    /// A trip whose names try to break out of text, attributes and the SVG.
    static func hostileTrip() -> Trip {
        var trip = Sample.jejuTrip()
        trip.name = "\"><img src=x onerror=alert(1)> " + hostile
        trip.stops[0].name = hostile
        trip.stops[1].address = "<b onmouseover=\"alert(1)\">"
        trip.notes = "</style><script>x</script>"
        return trip
    }

    @Test func isWellFormedXHTMLWithEverythingInline() throws {
        let document = try Self.document()
        let root = try #require(document.rootElement())
        #expect(root.localName == "html" && root.uri == "http://www.w3.org/1999/xhtml")
        #expect(root.value("lang") == "en")
        #expect(try Self.elements(document, "script").isEmpty)
        #expect(try Self.elements(document, "link").isEmpty && Self.elements(document, "img").isEmpty)
        let style = try #require(try Self.elements(document, "style").first?.stringValue)
        #expect(style.contains("@media print") && style.contains("prefers-color-scheme: dark"))
        #expect(!style.contains("url(") && !style.contains("@import"))
        #expect(try Self.elements(document, "title").first?.stringValue == Sample.jejuTrip().name)
    }

    @Test func everyStopAppearsOnTheOverviewItsDayMapAndItsDayTable() throws {
        let trip = Sample.jejuTrip()
        let document = try Self.document(trip)
        let pins = try Self.elements(document, "g").filter { $0.value("class") == "pin" }
        let rows = try Self.elements(document, "tr").filter { $0.value("data-position") != nil }
        for stop in trip.stops {
            let position = String(stop.position)
            // The overview and the day map, each drawn wide and narrow.
            #expect(pins.filter { $0.value("data-position") == position }.count == 4, "pins of \(stop.name)")
            let row = rows.filter { $0.value("data-position") == position }
            #expect(row.count == 1)
            let name = row.first?.elements(forName: "td").dropFirst().first?.elements(forName: "span").first
            #expect(name?.stringValue == stop.name)
        }
        let sections = try Self.elements(document, "section").compactMap { $0.value("id") }
        #expect(sections == ["overview", "day-1", "day-2"])
    }

    @Test func dayTablesListLegsWithinTheDayAndTheDayTotal() throws {
        let itinerary = Sample.itinerary()
        let document = try Self.document()
        let tables = try Self.elements(document, "table").filter { $0.value("class") == "stops" }
        #expect(tables.count == itinerary.days.count)
        for (table, day) in zip(tables, itinerary.days) {
            let body = try #require(table.elements(forName: "tbody").first)
            let legs = body.elements(forName: "tr").map { $0.elements(forName: "td").last?.stringValue ?? "" }
            #expect(legs.first == "—")
            #expect(legs.dropFirst().count == day.legMeters.count)
            let total = table.elements(forName: "tfoot").first?.stringValue ?? ""
            #expect(total.contains(CoordinateText.humanDistance(day.meters)))
        }
    }

    @Test func userTextStaysTextInElementsAttributesAndMaps() throws {
        let trip = Self.hostileTrip()
        let html = HTMLPageWriter.write(Sample.itinerary(trip))
        let document = try Sample.xmlDocument(html)
        #expect(try Self.elements(document, "script").isEmpty)
        #expect(try Self.elements(document, "img").isEmpty && Self.elements(document, "b").isEmpty)
        #expect(try Self.elements(document, "h1").first?.stringValue == trip.name)
        let svgTitles = try Self.elements(document, "title").dropFirst().map { $0.stringValue ?? "" }
        #expect(svgTitles.filter { $0 == "1. " + Self.hostile }.count == 4)
        let labels = try Self.elements(document, "svg").compactMap { $0.value("aria-label") }
        #expect(labels.first?.hasSuffix(trip.name) == true)
        let notes = try Self.elements(document, "dd").first { $0.value("class") == "notes" }
        #expect(notes?.stringValue == trip.notes)
        // The standalone SVG too.
        let svg = try Sample.xmlDocument(SVGMapWriter.write(Sample.itinerary(trip)))
        #expect(try Sample.nodes(svg, "script").isEmpty)
        #expect(try Sample.nodes(svg, "title").contains { $0.stringValue == "1. " + Self.hostile })
    }

    @Test func koreanPageUsesKoreanWordsAndDates() throws {
        let document = try Self.document(language: .korean)
        #expect(document.rootElement()?.value("lang") == "ko")
        let headings = try Self.elements(document, "h2").map { $0.stringValue ?? "" }
        #expect(headings.first == "지도")
        #expect(headings.contains("1일차2026-12-01 (화)"))
        let english = try Self.elements(Self.document(), "h2").map { $0.stringValue ?? "" }
        #expect(english.contains("Day 12026-12-01 (Tue)"))
    }

    @Test func expensesAndWhoOwesWhom() throws {
        var trip = Sample.jejuTrip()
        trip.expenses = [
            Expense(
                id: Sample.uuid(900), amount: 30_000, currency: "KRW", description: "흑돼지 <dinner>", paidBy: "지민",
                shares: [.init(name: "지민", weight: 1), .init(name: "Sam", weight: 1), .init(name: "me", weight: 1)],
                createdAt: Sample.updatedAt, updatedAt: Sample.updatedAt)
        ]
        let document = try Self.document(trip)
        let costs = try #require(try Self.elements(document, "section").first { $0.value("id") == "costs" })
        let expenseRow = try #require(
            try Self.elements(document, "table").first { $0.value("class") == "expenses" }?
                .elements(forName: "tbody").first?.elements(forName: "tr").first)
        #expect(
            expenseRow.elements(forName: "td").map { $0.stringValue ?? "" }
                == ["흑돼지 <dinner>", "지민", "30,000 KRW", "지민, Sam, me"])
        let transfers = try Self.elements(document, "li").filter { $0.parent === costs.elements(forName: "ul").first }
        #expect(transfers.map { $0.stringValue ?? "" } == ["Sam pays 지민: 10,000 KRW", "me pays 지민: 10,000 KRW"])
        #expect(try Self.elements(Self.document(), "section").allSatisfy { $0.value("id") != "costs" })
    }

    @Test func taxiFaresAreAddedOnlyWhenAsked() throws {
        let model = try #require(try BuiltInFareModels.model(named: "mid"))
        let fares = PageFares(model: model, people: 3, detour: 1.3)
        let itinerary = Sample.itinerary()
        let document = try Sample.xmlDocument(HTMLPageWriter.write(itinerary, options: PageOptions(fares: fares)))
        let legFares = try Self.elements(document, "span").filter { $0.value("class") == "fare" }
        #expect(legFares.count == itinerary.days.map { $0.legMeters.count }.reduce(0, +))
        let firstLeg = try #require(itinerary.days.first?.legMeters.first)
        #expect(legFares.first?.stringValue == "taxi ≈ " + fares.money(fares.fare(meters: firstLeg)))
        let totals = try Self.elements(document, "tr").filter { $0.value("class") == "fares" }
        #expect(totals.count == itinerary.days.filter { !$0.legMeters.isEmpty }.count)
        #expect(try Self.elements(Self.document(), "span").allSatisfy { $0.value("class") != "fare" })
    }

    /// A phone gets maps drawn at about its own width, so their 12-unit labels stay about 12 px; the
    /// style sheet shows one drawing per screen and always the wide one on paper.
    @Test func everyMapIsDrawnForAWideScreenAndForAPhone() throws {
        let document = try Self.document()
        let figures = try Self.elements(document, "figure").compactMap { $0.value("class") }
        #expect(
            figures == [
                "map overview wide", "map overview narrow", "map day-map wide", "map day-map narrow",
                "map day-map wide", "map day-map narrow",
            ])
        let boxes = try Self.elements(document, "svg").compactMap { $0.value("viewBox") }
        #expect(boxes.filter { $0.hasPrefix("0 0 340 ") }.count == 3)
        let style = try #require(try Self.elements(document, "style").first?.stringValue)
        #expect(style.contains("figure.map.narrow, div.names.narrow { display: none; }"))
        #expect(style.contains("@media (max-width: 60rem)"))
    }

    /// A phone map is as tall as the trip's shape needs, within bounds: an east–west line is short, a
    /// north–south one tall, and a square in between.
    @Test func phoneMapHeightFollowsTheTripsShape() {
        func height(_ points: [(Double, Double)]) -> Double {
            var trip = Sample.jejuTrip()
            trip.stops = points.enumerated().map { Sample.stop($0 + 1, "S\($0)", $1.0, $1.1, day: nil) }
            return HTMLPageWriter.narrowSize(MapScene(itinerary: Sample.itinerary(trip))).height
        }
        let bounds = HTMLPageWriter.narrowHeights
        #expect(height([(33.4, 126.2), (33.4, 126.9)]) == bounds.lowerBound)
        #expect(height([(33.2, 126.5), (33.9, 126.5)]) == bounds.upperBound)
        let square = height([(33.2, 126.2), (33.5, 126.56)])
        #expect(bounds.lowerBound < square && square < bounds.upperBound)
    }

    @Test func emptyTripStillMakesAPage() throws {
        var trip = Sample.jejuTrip(startDate: nil)
        trip.stops = []
        trip.companions = []
        trip.notes = ""
        let document = try Self.document(trip)
        #expect(try Self.elements(document, "svg").count == 2)
        #expect(try Sample.nodes(document, "text").contains { $0.stringValue == "No stops yet" })
    }
}
