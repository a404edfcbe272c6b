import Foundation
import Testing

@testable import TripModel

@Suite struct UUIDParsingTests {
    @Test func everyValidSpellingGivesFoundationsUUID() {
        for _ in 0..<2_000 {
            let id = UUID()
            #expect(UUID(hexString: id.uuidString) == id)
            #expect(UUID(hexString: id.uuidString.lowercased()) == id)
            let mixed = String(
                id.uuidString.enumerated().map { $0.offset % 2 == 0 ? $0.element : Character($0.element.lowercased()) })
            #expect(UUID(hexString: mixed) == UUID(uuidString: mixed))
        }
        #expect(
            UUID(hexString: "00000000-0000-0000-0000-000000000000")
                == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        #expect(
            UUID(hexString: "FFFFFFFF-ffff-FFFF-ffff-FFFFFFFFFFFF")
                == UUID(uuidString: "ffffffff-ffff-ffff-ffff-ffffffffffff"))
    }

    @Test func lowercasedStringIsFoundationsSpellingInLowerCase() {
        for _ in 0..<2_000 {
            let id = UUID()
            #expect(id.lowercasedString == id.uuidString.lowercased())
        }
        for text in [
            "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
            "0123ABCD-89EF-4567-A0F1-FEDCBA987654",
        ] {
            let id = UUID(uuidString: text)
            #expect(id?.lowercasedString == text.lowercased())
            #expect(id?.shortID == String(text.lowercased().prefix(8)))
        }
    }

    @Test(arguments: [
        "", "7fb7c4fd", "7fb7c4fd-7db6-464a-999b-51e437efa64", "7fb7c4fd-7db6-464a-999b-51e437efa6444",
        "7fb7c4fd7db6-464a-999b-51e437efa6444", "7fb7c4fd-7db6-464a-999b-51e437efa64g",
        "7fb7c4fd_7db6-464a-999b-51e437efa644",
        "+fb7c4fd-7db6-464a-999b-51e437efa644", " fb7c4fd-7db6-464a-999b-51e437efa644",
        "7fb7c4fd-7db6-464a-999b-51e437efa6\u{e9}",
        "{7fb7c4fd-7db6-464a-999b-51e437efa644}",
    ])
    func malformedTextIsRefused(text: String) {
        #expect(UUID(hexString: text) == nil)
    }

    /// Every byte at every place: a digit place takes exactly the 22 hexadecimal digits, a dash place
    /// only the dash; the byte-level parser must agree with Foundation's on each.
    @Test func everyByteAtEveryPlaceIsJudgedAsFoundationJudgesIt() {
        let template = Array("0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0".utf8)
        let hexDigits = Set("0123456789abcdefABCDEF".utf8)
        for place in template.indices {
            for byte in UInt8(0)...UInt8(255) {
                var bytes = template
                bytes[place] = byte
                let parsed = bytes.withUnsafeBufferPointer { UUID(hexUTF8: $0) }
                let dashPlace = [8, 13, 18, 23].contains(place)
                let valid = dashPlace ? byte == UInt8(ascii: "-") : hexDigits.contains(byte)
                #expect((parsed != nil) == valid, "byte \(byte) at \(place)")
                if valid { #expect(parsed == UUID(uuidString: String(decoding: bytes, as: UTF8.self))) }
            }
        }
    }
}
