import Testing

@testable import TripFormats

@Suite struct MarkdownWriterTests {
    @Test func itineraryByDayWithDistancesAndCompanions() {
        let text = MarkdownWriter.write(Sample.itinerary())
        let lines = text.components(separatedBy: "\n")
        #expect(lines.first == "# 제주 3일 \\<Jeju\\> & \"friends\"")
        #expect(lines.contains("**Companions:** 지민, Sam"))
        #expect(lines.contains { $0.hasPrefix("## Day 1 — 2026-12-01 (Tue) · ") && $0.hasSuffix(" km") })
        #expect(lines.contains { $0.hasPrefix("## Day 2 — 2026-12-02 (Wed)") })
        #expect(lines.contains { $0.hasPrefix("_2026-12-01 – 2026-12-03 · 5 stops · ") })
        // The pipe in a name must not open a new table column.
        let row = lines.first { $0.hasPrefix("| 4 |") } ?? ""
        #expect(row.contains("한라산 \\*국립공원\\* \\| \\[trail\\]"))
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5)
        #expect(lines.first { $0.hasPrefix("| 1 |") }?.hasSuffix("| — |") == true)
    }

    @Test func tripWithoutDaysHasOneSection() {
        var trip = Sample.jejuTrip(startDate: nil)
        for index in trip.stops.indices { trip.stops[index].day = nil }
        let text = MarkdownWriter.write(Sample.itinerary(trip))
        #expect(text.contains("## Itinerary"))
        #expect(!text.contains("## Day"))
    }
}
