import Foundation
import FoundationXML
import Testing
import TripModel

@testable import TripFormats

/// Labels never overlap each other or any pin, on the samples and on 80 random stops; those that find no
/// room are listed by number instead.
@Suite struct LabelPlacementTests {
    struct Drawn {
        var labels: [MapRect]
        var pins: [MapRect]
        var listed: Int
    }

    /// Reads the label boxes and pin circles back from the SVG the writer produced.
    static func drawn(_ svg: String) throws -> Drawn {
        let document = try Sample.xmlDocument(svg)
        let elements = try Sample.nodes(document, "text").compactMap { $0 as? XMLElement }
        let labels = try elements.filter { $0.value("class") == "label" }.map { label in
            let numbers = (label.value("data-box") ?? "").split(separator: " ").compactMap { Double($0) }
            try #require(numbers.count == 4)
            return MapRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        let pins = try Sample.nodes(document, "circle").compactMap { $0 as? XMLElement }.map { circle in
            let x = try #require(Double(circle.value("cx") ?? ""))
            let y = try #require(Double(circle.value("cy") ?? ""))
            let r = try #require(Double(circle.value("r") ?? ""))
            return MapRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)
        }
        let listed =
            try Sample.nodes(document, "g").compactMap { $0 as? XMLElement }
            .first { $0.value("id") == "names" }?.elements(forName: "text").count ?? 0
        return Drawn(labels: labels, pins: pins, listed: listed)
    }

    static func expectNoOverlap(_ drawn: Drawn, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, label) in drawn.labels.enumerated() {
            for other in drawn.labels[(index + 1)...] {
                #expect(!label.overlaps(other), "\(label) overlaps \(other)", sourceLocation: sourceLocation)
            }
            for pin in drawn.pins {
                #expect(!label.overlaps(pin), "\(label) covers pin \(pin)", sourceLocation: sourceLocation)
            }
        }
    }

    static func sampleTrip(_ name: String) throws -> Trip {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples/\(name)")
        return try TripDocumentCoding.decoder().decode(Trip.self, from: Data(contentsOf: url))
    }

    /// `count` stops scattered over a 40 × 30 km box by a fixed linear congruential generator.
    static func randomTrip(count: Int, seed: UInt64) -> Trip {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let words = ["시장", "Museum", "해수욕장", "Café", "오름", "Harbour", "폭포", "Temple"]
        var trip = Sample.jejuTrip()
        trip.stops = (1...count).map { position in
            let name = words[Int(next() * Double(words.count))] + " \(position)"
            return Sample.stop(position, name, 33.2 + next() * 0.3, 126.2 + next() * 0.5, day: (position - 1) / 20 + 1)
        }
        return trip
    }

    @Test(arguments: ["jeju-3-days.json", "seoul-day.json"])
    func samplesHaveEveryLabelAndNoOverlap(name: String) throws {
        let trip = try Self.sampleTrip(name)
        let drawn = try Self.drawn(SVGMapWriter.write(Itinerary(trip: trip)))
        #expect(drawn.labels.count == trip.stops.count)
        Self.expectNoOverlap(drawn)
    }

    @Test func jejuAirportNoLongerSitsUnderTheMarketLabel() throws {
        let trip = try Self.sampleTrip("jeju-3-days.json")
        let html = HTMLPageWriter.write(Itinerary(trip: trip))
        let document = try Sample.xmlDocument(html)
        for svg in try Sample.nodes(document, "svg") {
            let markup = svg.xmlString
            let drawn = try Self.drawn(markup)
            Self.expectNoOverlap(drawn)
        }
    }

    @Test(arguments: [UInt64(1), 7, 2026])
    func eightyRandomStopsKeepLabelsApart(seed: UInt64) throws {
        let trip = Self.randomTrip(count: 80, seed: seed)
        let drawn = try Self.drawn(SVGMapWriter.write(Itinerary(trip: trip)))
        Self.expectNoOverlap(drawn)
        // Every stop is named once: beside its pin or in the list under the map.
        #expect(drawn.labels.count + drawn.listed == 80)
        #expect(drawn.labels.count >= 60)
    }

    @Test func beyondEightyStopsNamesGoToTheList() throws {
        let drawn = try Self.drawn(SVGMapWriter.write(Itinerary(trip: Self.randomTrip(count: 81, seed: 3))))
        #expect(drawn.labels.isEmpty && drawn.listed == 81)
    }

    @Test func hangulCountsDoubleWidth() {
        #expect(TextWidth.columns("제주") == 4)
        #expect(TextWidth.columns("Jeju") == 4)
        #expect(TextWidth.of("동문재래시장", fontSize: 10) > 1.6 * TextWidth.of("dongmu", fontSize: 10))
        #expect(TextWidth.truncated("아주아주아주 긴 이름의 장소", maximumColumns: 10) == "아주아주…")
    }

    @Test func placerLeavesOutALabelWithNoRoom() {
        let placer = LabelPlacer(bounds: MapRect(x: 0, y: 0, width: 40, height: 40), pins: [(20, 20, 11)])
        #expect(placer.place(sizes: [(100, 16)]) == [nil])
        let roomy = LabelPlacer(bounds: MapRect(x: 0, y: 0, width: 400, height: 400), pins: [(200, 200, 11)])
        let placed = roomy.place(sizes: [(100, 16)])
        #expect(placed[0]?.box == MapRect(x: 214, y: 192, width: 100, height: 16))
    }
}
