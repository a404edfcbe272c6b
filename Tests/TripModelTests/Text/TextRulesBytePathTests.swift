import Foundation
import Testing

@testable import TripModel

/// `lineProblem`, `notesProblem` and `nameProblem` first judge text by one pass over its UTF-8 bytes
/// and fall back to scalar-by-scalar checks only when the bytes show a problem. These tests hold the
/// whole to a reference written scalar by scalar from the rules themselves, on texts built from
/// every kind of scalar the rules care about, at every place.
@Suite struct TextRulesBytePathTests {
    /// Scalars on both sides of every boundary the byte pass tests.
    static let pieces: [Unicode.Scalar] = [
        "a", " ", "~", "\u{00}", "\u{09}", "\u{0A}", "\u{0D}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
        "\u{A0}", "\u{A9}", "\u{2029}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}",
        "\u{2069}", "\u{206A}", "\u{3000}", "\u{4E00}", "한", "\u{D7A3}", "\u{E000}", "\u{1F600}", "\u{200B}",
    ]

    static func referenceLine(_ text: String, notes: Bool, limit: Int?) -> String? {
        for scalar in text.unicodeScalars {
            let control = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            if control && !(notes && (scalar == "\t" || scalar == "\n")) { return "control" }
        }
        if !notes,
            text.unicodeScalars.contains(where: {
                (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            })
        {
            return "bidi"
        }
        if let limit, text.unicodeScalars.count > limit { return "long" }
        return nil
    }

    static func kind(_ problem: String?) -> String? {
        guard let problem else { return nil }
        if problem.contains("U+") {
            return problem.contains("U+202") || problem.contains("U+206") ? "bidi" : "control"
        }
        return "long"
    }

    /// Each text, as a line and as notes, under each limit, gets the reference's verdict.
    static func expectJudgedAsReference(_ texts: [String], limits: [Int?]) {
        for text in texts {
            for limit in limits {
                let line = TextRules.lineProblem(text, what: "it", limit: limit)
                #expect(
                    Self.kind(line) == Self.referenceLine(text, notes: false, limit: limit), "\(text.debugDescription)")
                let notes = TextRules.notesProblem(text, what: "it", limit: limit)
                #expect(
                    Self.kind(notes) == Self.referenceLine(text, notes: true, limit: limit), "\(text.debugDescription)")
            }
        }
    }

    @Test func everyPairAndTripleIsJudgedAsTheReferenceJudgesIt() {
        var texts: [String] = []
        for first in Self.pieces {
            for second in Self.pieces {
                texts.append(String(String.UnicodeScalarView([first, second])))
                texts.append(String(String.UnicodeScalarView(["x", first, "y", second, "z"])))
            }
        }
        Self.expectJudgedAsReference(texts, limits: [nil, 2, 4, 5])
    }

    /// The byte pass reads eight bytes at a time where it can, so each piece also goes at every
    /// offset of longer texts, between ASCII and between Hangul (three bytes a scalar).
    @Test func everyPieceAtEveryOffsetOfALongerTextIsJudgedAsTheReferenceJudgesIt() {
        var texts: [String] = []
        for piece in Self.pieces {
            for padding in ["abcdefgh", "한국어로", "a한b"] {
                for before in 0..<12 {
                    let lead = String(String(repeating: padding, count: 3).unicodeScalars.prefix(before))
                    texts.append(lead + String(piece) + String(repeating: padding, count: 2))
                }
            }
        }
        Self.expectJudgedAsReference(texts, limits: [nil, 15, 30])
    }

    @Test func blanknessMatchesTheScalarProperties() {
        for first in Self.pieces {
            for second in Self.pieces {
                let text = String(String.UnicodeScalarView([first, second]))
                let whitespace = text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
                let problem = TextRules.nameProblem(text, what: "it", limit: 10)
                #expect((problem == localized("text.blank", ["what": "it"])) == whitespace, "\(text.debugDescription)")
                let spaceOrBreak = text.unicodeScalars.allSatisfy {
                    $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
                        || ("\u{0A}"..."\u{0D}").contains($0) || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}"
                }
                #expect(text.isBlank == spaceOrBreak, "\(text.debugDescription)")
            }
        }
        #expect("".isBlank)
    }
}
