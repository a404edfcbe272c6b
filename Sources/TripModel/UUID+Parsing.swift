public import Foundation

extension UUID {
    /// Parses the 36-character form (8-4-4-4-12 hexadecimal digits, either case), as
    /// `UUID(uuidString:)` does for every valid string, but natively: this Foundation parses with
    /// sscanf, which was 7.5 % of `backup verify` (a UUID for every trip and stop). Stricter than
    /// sscanf about odd input (no signs or spaces inside a group); a test compares the two.
    public init?(hexString text: String) {
        var text = text
        guard let id = text.withUTF8({ UUID(hexUTF8: $0) }) else { return nil }
        self = id
    }

    /// ``init(hexString:)`` over UTF-8 bytes read in place, so that reading an id from a database
    /// row or a JSON document makes no string and allocates nothing.
    public init?(hexUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 36, let text = bytes.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else { return nil }
        // A table, not a test per digit: digits and letters come in random order in an id, and a
        // mispredicted branch per digit cost more than the rest of the parse.
        let parsed = Self.hexValues.withUnsafeBufferPointer { values -> (UInt64, UInt64)? in
            // OR-ed together, so one test at the end catches any byte that was not a digit.
            var invalid: UInt8 = 0
            func group(_ start: Int, _ count: Int, into word: inout UInt64) {
                for offset in start..<start + count {
                    let nibble = values[Int(text[offset])]
                    invalid |= nibble
                    word = word << 4 | UInt64(nibble & 0x0f)
                }
            }
            var high: UInt64 = 0
            var low: UInt64 = 0
            group(0, 8, into: &high)
            group(9, 4, into: &high)
            group(14, 4, into: &high)
            group(19, 4, into: &low)
            group(24, 12, into: &low)
            return invalid & 0x10 == 0 ? (high, low) : nil
        }
        guard let (high, low) = parsed else { return nil }
        var words = (high.bigEndian, low.bigEndian)
        self.init(uuid: withUnsafeBytes(of: &words) { $0.loadUnaligned(as: uuid_t.self) })
    }

    /// Each byte's value as a hexadecimal digit, or 0x10 (a bit no digit has) when it is not one.
    private static let hexValues: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
        default: 0x10
        }
    }
}
