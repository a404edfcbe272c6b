import Testing

@testable import TripModel

/// Bidirectional embedding, override and isolate characters: refused in names and lines, allowed in
/// notes, and shown escaped on every output.
@Suite struct BidiTextTests {
    static let bidi: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    @Test(arguments: bidi)
    func namesRefuseThem(scalar: Unicode.Scalar) {
        let name = "abc" + String(Character(scalar)) + "gpj.exe"
        let code = String(scalar.value, radix: 16, uppercase: true)
        #expect(
            TextRules.nameProblem(name, what: "the name", limit: 100)
                == "the name contains the bidirectional formatting character U+\(code), which reorders how it is shown")
        #expect(TextRules.lineProblem(name, what: "the value", limit: nil) != nil)
        #expect(TextRules.notesProblem(name, what: "the text", limit: nil) == nil)
        #expect(VisibleText.escaped(name) == "abc\\u{\(code)}gpj.exe")
    }

    @Test func neighboursAreNotBidiControls() {
        // The marks U+200E/U+200F only set a direction for neutral characters next to them.
        for scalar: Unicode.Scalar in ["\u{200E}", "\u{200F}", "\u{2029}", "\u{2065}", "\u{206A}", "\u{202F}"] {
            #expect(!TextRules.isBidiControl(scalar))
        }
    }

    @Test func aTripNamedWithAnOverrideIsRefusedByTheRules() throws {
        var trip = Sample.trip()
        trip.stops[1].name = "Stop \u{202E}2"
        let violation = try #require(TripRules.violation(in: trip))
        #expect(violation.path == "stops[1].name")
        trip.stops[1].name = "Stop 2"
        trip.notes = "\u{2067}مرحبا\u{2069}"
        #expect(TripRules.violation(in: trip) == nil)
    }

    @Test func escapingKeepsWhatIsAsked() {
        #expect(VisibleText.escaped("a\tb\nc\u{1B}") == "a\\tb\\nc\\u{1B}")
        #expect(VisibleText.escaped("a\tb\nc", keepingNewlines: true, keepingTabs: true) == "a\tb\nc")
        #expect(VisibleText.escaped("a\tb\nc", keepingNewlines: true) == "a\\tb\nc")
    }
}
