/// The rules every piece of text obeys on the way in, whatever it comes from: the command line, a
/// trip document, a backup, a 여행가자곰 file, a route file or a TourAPI response.
///
/// - Names (trip, stop, companion, spot title, expense description, person): not blank after
///   trimming, no control characters at all, at most a given number of characters.
/// - Lines (phone numbers, keywords, a spot's address): like names, but may be empty.
/// - Notes and a stop's address: tabs and newlines are allowed, no other control character.
/// - NUL is refused everywhere: C strings (and so SQLite's text functions) stop at it, and a name
///   would silently be cut short.
/// - Names and lines also refuse the bidirectional embedding, override and isolate characters
///   (U+202A…U+202E, U+2066…U+2069). They are invisible and reorder what follows them (U+202E before
///   `gpj.txt` shows `txt.jpg`), so a trip or companion could pose as another in a list, and the
///   name a table shows would not be the one `trip show NAME` needs. Notes may keep them (pasted
///   right-to-left prose uses them); output shows them escaped everywhere (see ``VisibleText``).
///
/// Lengths count Unicode scalars ("characters" in messages), so a name of combining marks cannot
/// grow without bound behind one visible character. The limits are in ``InputLimits``.
public enum TextRules {
    /// C0 controls (U+0000…U+001F), DEL (U+007F) and C1 controls (U+0080…U+009F).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The bidirectional embedding, override and isolate characters: U+202A…U+202E, U+2066…U+2069.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Why `text` is not acceptable as a name, or nil.
    /// - Parameters:
    ///   - what: how the message names it, e.g. `the name`; worded only when there is a problem (these
    ///     checks run for every stop of a backup, and wording is most of their cost).
    ///   - limit: the most characters allowed.
    public static func nameProblem(_ text: String, what: @autoclosure () -> String, limit: Int) -> String? {
        if !text.startsWithNonSpace, text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
            return localized("text.blank", ["what": what()])
        }
        return lineProblem(text, what: what(), limit: limit)
    }

    /// Why `text` is not acceptable as one line (which may be empty), or nil.
    public static func lineProblem(_ text: String, what: @autoclosure () -> String, limit: Int?) -> String? {
        if let length = plainLength(text, notes: false) { return lengthProblem(length, what: what(), limit: limit) }
        if let scalar = text.unicodeScalars.first(where: isControl) { return controlProblem(scalar, what: what()) }
        if let scalar = text.unicodeScalars.first(where: isBidiControl) {
            return localized("text.bidi", ["what": what(), "code": code(scalar)])
        }
        return lengthProblem(text, what: what(), limit: limit)
    }

    /// Why `text` is not acceptable as notes (tabs and newlines allowed), or nil.
    public static func notesProblem(_ text: String, what: @autoclosure () -> String, limit: Int?) -> String? {
        if let length = plainLength(text, notes: true) { return lengthProblem(length, what: what(), limit: limit) }
        if let scalar = text.unicodeScalars.first(where: { isControl($0) && $0 != "\t" && $0 != "\n" }) {
            return controlProblem(scalar, what: what())
        }
        return lengthProblem(text, what: what(), limit: limit)
    }

    private static func controlProblem(_ scalar: Unicode.Scalar, what: String) -> String {
        localized("text.control", ["what": what, "code": code(scalar)])
    }

    /// `U+001B`: at least four hex digits, as Unicode writes code points.
    private static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func lengthProblem(_ text: String, what: @autoclosure () -> String, limit: Int?) -> String? {
        guard let limit else { return nil }
        return lengthProblem(text.unicodeScalars.count, what: what(), limit: limit)
    }

    private static func lengthProblem(_ length: Int, what: @autoclosure () -> String, limit: Int?) -> String? {
        guard let limit, length > limit else { return nil }
        return localized("text.too-long", ["what": what(), "limit": limit])
    }

    /// The number of scalars in `text` when one pass over its UTF-8 bytes finds nothing the rules
    /// refuse (the common case: every stop of a backup is checked), or nil, and the scalar-by-scalar
    /// checks find what and say so. In UTF-8 the C0 controls and DEL are single bytes, the C1
    /// controls are C2 80…C2 9F, and the bidirectional controls E2 80 AA…AE and E2 81 A6…A9.
    /// - Parameter notes: tabs, newlines and the bidirectional controls are allowed.
    private static func plainLength(_ text: String, notes: Bool) -> Int? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var scalars = 0
            var index = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while index < bytes.count {
                // Eight bytes at once while none of them is below 0x20, DEL, or the lead byte of a
                // C1 or bidirectional control (C2, E2): then only the scalars need counting.
                if bytes.count - index >= 8 {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if !Self.mayHoldRefused(word) {
                        scalars += 8 - Self.continuationBytes(word)
                        index += 8
                        continue
                    }
                }
                let byte = bytes[index]
                if byte < 0x20 {
                    guard notes, byte == 0x09 || byte == 0x0a else { return nil }
                } else if byte == 0x7f {
                    return nil
                } else if byte == 0xc2 {
                    if index + 1 < bytes.count, bytes[index + 1] <= 0x9f { return nil }
                } else if byte == 0xe2, !notes, index + 2 < bytes.count {
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if (second == 0x80 && (0xaa...0xae).contains(third))
                        || (second == 0x81 && (0xa6...0xa9).contains(third))
                    {
                        return nil
                    }
                }
                // Every scalar has exactly one byte that is not a continuation byte (10xxxxxx).
                if byte & 0xc0 != 0x80 { scalars += 1 }
                index += 1
            }
            return scalars
        }
        return found ?? nil
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is below 0x20, 0x7F, 0xC2 or 0xE2. Each test is the usual word
    /// trick: `(x - 0x0101…) & ~x & 0x8080…` is non-zero exactly when some byte of `x` is zero,
    /// and with `n` times `0x0101…` subtracted, when some byte is below `n` (for `n` up to 0x80).
    private static func mayHoldRefused(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let below20 = (word &- ones &* 0x20) & ~word & highBits != 0
        return below20 || hasZeroByte(word ^ (ones &* 0x7f)) || hasZeroByte(word ^ (ones &* 0xc2))
            || hasZeroByte(word ^ (ones &* 0xe2))
    }

    /// How many bytes of `word` are UTF-8 continuation bytes (10xxxxxx): shifting left by one puts
    /// each byte's bit 6 under its own bit 7.
    private static func continuationBytes(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highBits).nonzeroBitCount
    }
}
