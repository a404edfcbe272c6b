import Foundation
import Testing

@testable import TripModel

/// `String.composed` skips Foundation only where Foundation would return the text unchanged.
@Suite struct ComposedTextTests {
    @Test func agreesWithFoundationOnEveryScalarOfTheFastRanges() {
        for value in Array(0..<0x300) + Array(0xAC00...0xD7A3) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            #expect(text.composed == text.precomposedStringWithCanonicalMapping)
        }
    }

    @Test(arguments: [
        "e\u{301}",  // e + combining acute -> é
        "\u{1100}\u{1161}",  // conjoining jamo ㄱ + ㅏ -> 가
        "\u{AC00}\u{11A8}",  // syllable 가 + final jamo ㄱ -> 각
        "A\u{30A}ngstro\u{308}m",
        "제주 3일",
        "Cafe\u{301} 서울",
        "\u{212B}",  // ANGSTROM SIGN, a singleton that NFC maps to Å
        "",
    ])
    func agreesWithFoundationOnTextThatComposes(text: String) {
        #expect(text.composed == text.precomposedStringWithCanonicalMapping)
        #expect(Array(text.composed.unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
    }
}
