import Foundation
import Testing
import TripModel

@testable import TripFormats

/// With a schedule, the text and map formats show each visit's time; without one they are unchanged.
@Suite struct ScheduleExportTests {
    static func scheduled() throws -> Itinerary {
        var itinerary = Sample.itinerary()
        itinerary.schedule = ItinerarySchedule(
            timeZone: try #require(TimeZone(identifier: "Asia/Seoul")),
            visits: [
                Sample.uuid(101): .init(day: 1, start: 9 * 60 + 30, end: 11 * 60),
                Sample.uuid(102): .init(day: 1, start: 11 * 60 + 20, end: 12 * 60 + 5),
            ])
        return itinerary
    }

    @Test func markdownHasATimeColumn() throws {
        let text = MarkdownWriter.write(try Self.scheduled())
        #expect(text.contains("| # | Time | Stop | Address | From previous |"))
        #expect(text.contains("| 1 | 09:30–11:00 | 성산일출봉 |"))
        #expect(text.contains("| 3 | — | =SUM"))
        #expect(!MarkdownWriter.write(Sample.itinerary()).contains("Time"))
    }

    @Test func geoJSONCarriesStartAndEnd() throws {
        let text = GeoJSONWriter.write(try Self.scheduled())
        #expect(text.contains("\"start\": \"09:30\", \"end\": \"11:00\""))
        #expect(!GeoJSONWriter.write(Sample.itinerary()).contains("\"start\""))
    }

    @Test func gpxCarriesStartAndEndInItsExtension() throws {
        let text = GPXWriter.write(try Self.scheduled())
        #expect(text.contains("<trip:start>11:20</trip:start>"))
        #expect(text.contains("<trip:end>12:05</trip:end>"))
        #expect(!GPXWriter.write(Sample.itinerary()).contains("trip:start"))
    }

    @Test func svgLegendAndTooltipsShowTimes() throws {
        let text = SVGMapWriter.write(try Self.scheduled())
        #expect(text.contains("09:30–12:05"))
        #expect(text.contains("<title>1. 성산일출봉 · 09:30–11:00</title>"))
    }
}
