import Foundation
import Testing

@testable import TripModel

@Suite struct TrimmingSpacesTests {
    /// The same result as Foundation's `.whitespaces` trim, which it replaces on the trip-lookup path.
    @Test(arguments: [
        "", " ", "\t\t", "부산", "  부산 ", "\u{3000}제주 3일\u{3000}", "\u{00A0}Jeju\u{2003}", " a b ",
        "\n부산\n", " \n 부산 \n ", "\u{200B}x\u{200B}", "e\u{301} ", "\t \u{202F}",
    ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test func keepsInnerSpacesAndNewlines() {
        #expect("  제주  3일  ".trimmingSpaces() == "제주  3일")
        #expect("\n부산\n".trimmingSpaces() == "\n부산\n")
        #expect("\u{3000}\u{3000}".trimmingSpaces() == "")
    }
}

@Suite struct TrimmingSpacesScalarTests {
    /// Every scalar Foundation's `.whitespaces` holds is trimmed, and no other (the whole of Unicode).
    @Test func everyScalarAgreesWithFoundation() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar)) + "x"
            let expected = text.trimmingCharacters(in: .whitespaces)
            if text.trimmingSpaces() != expected { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }
}

@Suite struct BlankTextTests {
    /// `isBlank` says what Foundation's `.whitespacesAndNewlines` trim says, for every Unicode scalar
    /// alone, after a letter and twice over.
    @Test func everyScalarAgreesWithFoundation() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [
                String(Character(scalar)), "a" + String(Character(scalar)),
                String(repeating: Character(scalar), count: 2),
            ]
            where text.isBlank != text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
        #expect("".isBlank)
        #expect(" \t\n\u{3000}\r\n".isBlank)
        #expect(!" 부산 ".isBlank)
    }
}

@Suite struct TrimmingLineBreaksTests {
    /// `trimmingSpacesAndLineBreaks` removes what Foundation's `.whitespacesAndNewlines` trim does, for
    /// every Unicode scalar at either end and alone.
    @Test func everyScalarAgreesWithFoundation() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let mark = String(Character(scalar))
            for text in [mark, mark + "이름", "이름" + mark, mark + " a b\n" + mark] {
                let expected = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if text.trimmingSpacesAndLineBreaks() != expected { disagreements.append(value) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func companionNamesAreTrimmedAndComposed() {
        #expect(Companion.normalize("\n  지민\u{3000}\t") == "지민")
        #expect(Companion.normalize(" Jose\u{0301} ") == "Jos\u{00E9}")
        #expect(Companion.normalize("\u{1100}\u{1161}\u{11A8}") == "\u{AC01}")
        #expect(Companion.normalize(" \n ") == "")
    }
}
