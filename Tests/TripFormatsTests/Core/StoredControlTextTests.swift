import Testing
import TripModel

@testable import TripFormats

/// Markdown and CSV never write a control or bidirectional formatting character stored by hand raw,
/// and a CSV written from such a trip reads back through the import rules.
@Suite struct StoredControlTextTests {
    static func trip() -> Trip {
        var trip = Sample.jejuTrip()
        trip.name = "Jeju\u{1B}]0;pwned\u{07}"
        trip.notes = "line\u{1B}[2J\nnext"
        trip.stops[0].name = "=HYPERLINK(\"x\")\u{202E}gpj"
        trip.stops[0].address = "제주\r\n\t1\u{9B}"
        trip.companions[0].name = "a\u{1B}b"
        return trip
    }

    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        VisibleText.needsEscape(scalar) && scalar != "\n" && scalar != "\r" && scalar != "\t"
    }

    @Test func markdownShowsThemEscaped() {
        let text = MarkdownWriter.write(Sample.itinerary(Self.trip()))
        #expect(!text.unicodeScalars.contains(where: Self.isRaw))
        #expect(!text.contains("\r"))
        let lines = text.components(separatedBy: "\n")
        #expect(lines.first == "# Jeju\\\\u{1B}\\]0;pwned\\\\u{7}")
        #expect(lines.contains("line\\\\u{1B}\\[2J next"))
        #expect(lines.contains("**Companions:** a\\\\u{1B}b, Sam"))
        let row = lines.first { $0.hasPrefix("| 1 |") } ?? ""
        #expect(row.contains("=HYPERLINK(\"x\")\\\\u{202E}gpj"))
        #expect(row.contains("제주  1\\\\u{9B}"))
    }

    @Test func csvShowsThemEscapedAndReadsBack() throws {
        let text = CSVWriter.write(Sample.itinerary(Self.trip()))
        #expect(!text.unicodeScalars.contains(where: Self.isRaw))
        let row = text.components(separatedBy: "\r\n")[1]
        // Still a formula guard in front, after the escape.
        #expect(row.hasPrefix("1,1,\"'=HYPERLINK(\"\"x\"\")\\u{202E}gpj\","))
        let route = try CSVReader.read(Sample.data(text), source: "trip.csv")
        let first = try #require(route.points.first)
        #expect(first.name == "=HYPERLINK(\"x\")\\u{202E}gpj")
        // The address keeps its line break and tab (allowed in an address); the CR and C1 are escaped.
        #expect(first.address == "제주\\r\n\t1\\u{9B}")
        #expect(TextRules.notesProblem(first.address, what: "the address", limit: nil) == nil)
        #expect(TextRules.nameProblem(first.name, what: "the name", limit: 500) == nil)
    }
}
