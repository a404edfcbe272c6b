import Foundation
import Testing

@testable import TripModel

/// The one escaper every hand-built JSON writer uses must write what Foundation's encoder writes, or a
/// trip would come out of `trip export` and a backup in two different byte sequences.
@Suite struct TripJSONTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("C:\\trips", #""C:\\trips""#),
        ("a/b", #""a/b""#),
        ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
        ("\u{00}\u{01}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""),
        ("성산일출봉 🍊", "\"성산일출봉 🍊\""),
        ("", #""""#),
    ])
    func quotedFollowsTheRules(_ text: String, _ expected: String) {
        #expect(TripJSON.quoted(text) == expected)
    }

    @Test func quotedMatchesTheEncoderForEveryASCIICharacterAndTheLineSeparators() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var samples = (0..<0x80).compactMap { Unicode.Scalar($0).map { "x" + String($0) + "y" } }
        samples += ["\u{2028}", "\u{2029}", "\u{85}", "é\u{301}", "\u{FEFF}", "한국 \"따옴표\" \\ /"]
        for sample in samples {
            let foundation = String(decoding: try encoder.encode(sample), as: UTF8.self)
            #expect(TripJSON.quoted(sample) == foundation, "\(sample.unicodeScalars.map(\.value))")
        }
    }

    @Test func appendQuotedAddsToWhatIsThere() {
        var bytes = Array("[".utf8)
        TripJSON.appendQuoted("a\tb", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"["a\tb""#)
    }

    @Test func documentIsTheEncodersTextWithANewline() throws {
        let value = ["b": "x/y", "a": "z"]
        let text = String(decoding: try TripJSON.document(value), as: UTF8.self)
        #expect(text == "{\n  \"a\" : \"z\",\n  \"b\" : \"x/y\"\n}\n")
    }

    @Test func pathShowsIndexesInBracketsAndKeysWithDots() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) {
                self.stringValue = String(intValue)
                self.intValue = intValue
            }
        }
        #expect(TripJSON.path([]) == "")
        #expect(TripJSON.path([Key(intValue: 0)]) == "[0]")
        #expect(
            TripJSON.path([Key(stringValue: "stops"), Key(intValue: 2), Key(stringValue: "latitude")])
                == "stops[2].latitude")
    }
}
