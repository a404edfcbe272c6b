import Foundation
import Testing

@testable import TripStore

/// TripRepository.nfc skips Foundation for text it can see is composed already; the answer must
/// stay Foundation's for every kind of text, composed or not.
@Suite struct ComposedFormTests {
    @Test(arguments: [
        "", "Jeju 3 days", "장소 12-3", "서울특별시 종로구 5번지", "Café déjà vu", "\u{00FF}\u{02FF}",
        // Decomposed Latin, and a mark after an allowed letter: Foundation must compose these.
        "Cafe\u{0301}", "e\u{0301}\u{0323}", "a\u{0300}",
        // Hangul from conjoining jamo, and a syllable followed by a trailing jamo it absorbs.
        "\u{1100}\u{1161}\u{11A8}", "\u{AC00}\u{11A8}", "\u{D7A3}\u{11A8}",
        // Singletons and compatibility ideographs that NFC replaces.
        "\u{212B}", "\u{2126}", "\u{F900}", "\u{0344}", "日本 \u{1F600}",
    ])
    func matchesFoundation(text: String) {
        let composed = TripRepository.nfc(text)
        #expect(Array(composed.unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
    }

    /// Every scalar the fast path lets through is its own composed form.
    @Test func everyScalarTheShortcutTakesIsComposed() {
        for value in Array(0..<0x300) + Array(0xAC00...0xD7A3) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            #expect(Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(text.unicodeScalars))
        }
    }
}
