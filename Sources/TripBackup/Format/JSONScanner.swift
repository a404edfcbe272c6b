import Foundation
import TripModel

/// The fast path met something it does not read itself; the caller hands the document to Foundation.
struct JSONScannerGaveUp: Error {}

/// A cursor over one JSON text that reads only the plain values a trip document is made of: strings
/// without escapes, integers, finite numbers, booleans, null, objects and arrays.
///
/// It never reports what is wrong; anything outside that subset (an escape, a control character,
/// invalid UTF-8, a number it cannot read exactly as Foundation does) makes it give up, and the
/// caller decodes the document with `JSONDecoder`, whose errors name the field. So it may refuse
/// valid JSON, but whatever it accepts must read exactly as Foundation reads it.
/// It borrows the bytes: use it only inside the `withUnsafeBytes` that lent them.
struct JSONScanner {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    /// The last timestamp read and where its text is (inside `bytes`, so valid as long as they are).
    private var lastTimestamp: (bytes: UnsafeRawBufferPointer, time: Timestamp)?

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// True once only white space is left.
    mutating func atEnd() -> Bool {
        skipBlanks()
        return index == bytes.count
    }

    /// Starts an object: `{`. Then `nextKey` until it returns nil.
    mutating func beginObject() throws(JSONScannerGaveUp) {
        try expect(UInt8(ascii: "{"))
    }

    /// Moves to the next member's value and returns its key, or nil after the closing `}`.
    /// - Parameter first: true before the first member; the scanner clears it.
    mutating func nextKey(_ first: inout Bool) throws(JSONScannerGaveUp) -> UnsafeRawBufferPointer? {
        if take(UInt8(ascii: "}")) { return nil }
        if !first { try expect(UInt8(ascii: ",")) }
        first = false
        let key = try rawString()
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Starts an array: `[`. Then `nextElement` until it returns false.
    mutating func beginArray() throws(JSONScannerGaveUp) {
        try expect(UInt8(ascii: "["))
    }

    /// Moves to the next element; false after the closing `]`.
    mutating func nextElement(_ first: inout Bool) throws(JSONScannerGaveUp) -> Bool {
        if take(UInt8(ascii: "]")) { return false }
        if !first { try expect(UInt8(ascii: ",")) }
        first = false
        return true
    }

    /// Consumes `null` when it comes next; true if it did.
    mutating func null() -> Bool {
        skipBlanks()
        guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    mutating func string() throws(JSONScannerGaveUp) -> String {
        let raw = try rawString()
        // `String(decoding:)` is the standard library's fast validating path (`String(validating:)`
        // over raw bytes was a tenth of `backup verify`), but it repairs what it cannot read; a repair
        // changes the bytes, so comparing them tells invalid UTF-8, which Foundation refuses too and
        // giving up lets it say so.
        var text = String(decoding: raw, as: UTF8.self)
        let same = text.withUTF8 { read in
            guard read.count == raw.count, let left = read.baseAddress, let right = raw.baseAddress else {
                return read.count == raw.count
            }
            return memcmp(left, right, read.count) == 0
        }
        guard same else { throw JSONScannerGaveUp() }
        return text
    }

    /// A string that must be a UUID, read from its bytes with no string made.
    mutating func uuid() throws(JSONScannerGaveUp) -> UUID {
        let raw = try rawString()
        guard let id = raw.withMemoryRebound(to: UInt8.self, { UUID(hexUTF8: $0) }) else { throw JSONScannerGaveUp() }
        return id
    }

    /// A string that must be an ISO-8601 timestamp, read from its bytes with no string made.
    mutating func timestamp() throws(JSONScannerGaveUp) -> Timestamp {
        let raw = try rawString()
        // A trip's stops were often saved together: the same bytes as the last one read give the same time.
        if let last = lastTimestamp, last.bytes.count == raw.count, let left = last.bytes.baseAddress,
            let right = raw.baseAddress, memcmp(left, right, raw.count) == 0
        {
            return last.time
        }
        guard let time = raw.withMemoryRebound(to: UInt8.self, { Timestamp(iso8601UTF8: $0) }) else {
            throw JSONScannerGaveUp()
        }
        lastTimestamp = (raw, time)
        return time
    }

    mutating func bool() throws(JSONScannerGaveUp) -> Bool {
        skipBlanks()
        if match("true") { return true }
        if match("false") { return false }
        throw JSONScannerGaveUp()
    }

    /// A plain integer (`-12`), no fraction or exponent, at most 18 digits so it cannot overflow.
    mutating func integer() throws(JSONScannerGaveUp) -> Int {
        skipBlanks()
        let negative = take(UInt8(ascii: "-"))
        let start = index
        var value = 0
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            value = value * 10 + digit
            index += 1
        }
        let count = index - start
        // A leading zero is not JSON; "-0" and fractions are left to Foundation.
        guard count > 0, count <= 18, count == 1 || bytes[start] != UInt8(ascii: "0"), !(negative && value == 0),
            index == bytes.count || !Self.continuesNumber(bytes[index])
        else { throw JSONScannerGaveUp() }
        return negative ? -value : value
    }

    /// A finite number in JSON's grammar, read by the same correctly rounded conversion Foundation uses.
    mutating func double() throws(JSONScannerGaveUp) -> Double {
        skipBlanks()
        let start = index
        _ = take(UInt8(ascii: "-"))
        try digits(leadingZeroAllowedAlone: true)
        if take(UInt8(ascii: ".")) { try digits(leadingZeroAllowedAlone: false) }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            try digits(leadingZeroAllowedAlone: false)
        }
        let number = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        if let value = Self.exactDecimal(number) { return value }
        let text = String(decoding: number, as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw JSONScannerGaveUp() }
        return value
    }

    /// Powers of ten that a Double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// A number of at most 15 digits and no exponent (`37.579617`, most coordinates), or nil. Its
    /// digits as a whole number and the power of ten it is divided by are both exact doubles, and one
    /// division rounds correctly, so the result is exactly the correctly rounded value `Double(text)`
    /// gives, without making a string of it.
    private static func exactDecimal(_ number: UnsafeRawBufferPointer) -> Double? {
        var digits: Int64 = 0
        var count = 0
        var fraction = -1
        var negative = false
        for byte in number {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): fraction = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
                count += 1
                if fraction >= 0 { fraction += 1 }
                if count > 15 { return nil }
            default: return nil  // an exponent
            }
        }
        let value = Double(digits) / exactPowersOfTen[max(fraction, 0)]
        return negative ? -value : value
    }

    /// Digits of a number part: for the integer part, a lone `0` or digits not starting with 0.
    private mutating func digits(leadingZeroAllowedAlone: Bool) throws(JSONScannerGaveUp) {
        let start = index
        while index < bytes.count, Self.digit(bytes[index]) != nil { index += 1 }
        guard index > start else { throw JSONScannerGaveUp() }
        if leadingZeroAllowedAlone, index - start > 1, bytes[start] == UInt8(ascii: "0") { throw JSONScannerGaveUp() }
    }

    /// The bytes between the quotes of a string without escapes or control characters.
    private mutating func rawString() throws(JSONScannerGaveUp) -> UnsafeRawBufferPointer {
        try expect(UInt8(ascii: "\""))
        let start = index
        skipPlainWords()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1])
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { throw JSONScannerGaveUp() }
            index += 1
        }
        throw JSONScannerGaveUp()
    }

    /// Moves over string content eight bytes at a time while none of them is a quote, a backslash
    /// or a control character, leaving the byte-by-byte loop only the last few bytes to look at.
    /// Each test is the usual word trick: `(x - 0x0101…) & ~x & 0x8080…` is non-zero exactly when
    /// some byte of `x` is zero (and, with `0x2020…` subtracted, when some byte is below 0x20).
    private mutating func skipPlainWords() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while bytes.count - index >= 8 {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let found =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
            if found & highs != 0 { return }
            index += 8
        }
    }

    @inline(__always)
    private mutating func expect(_ byte: UInt8) throws(JSONScannerGaveUp) {
        guard take(byte) else { throw JSONScannerGaveUp() }
    }

    @inline(__always)
    private mutating func take(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func match(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let same = word.withUTF8Buffer { word in
            (0..<count).allSatisfy { bytes[index + $0] == word[$0] }
        }
        guard same, index + count == bytes.count || !Self.continuesWord(bytes[index + count]) else { return false }
        index += count
        return true
    }

    /// Called before every token (and, like `take` and `expect`, put in line: as a call, `take`
    /// alone showed as 7 % of a verify's profile), so the usual case, no blank next, is one
    /// comparison and only a blank leads into the loop.
    @inline(__always)
    private mutating func skipBlanks() {
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        // The one space on each side of every key's colon, without a call.
        if bytes[index] == 0x20, index + 1 < bytes.count, bytes[index + 1] > 0x20 {
            index += 1
            return
        }
        skipBlankRun()
    }

    @inline(never)
    private mutating func skipBlankRun() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                // The pretty printer indents in runs of spaces: eight at a time, then up to the first
                // other byte, instead of one by one.
                guard bytes.count - index >= 8 else {
                    index += 1
                    continue
                }
                let others =
                    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    ^ 0x2020_2020_2020_2020
                index += others == 0 ? 8 : others.trailingZeroBitCount / 8
            case 0x0a, 0x0d, 0x09: index += 1
            default: return
            }
        }
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }

    private static func continuesNumber(_ byte: UInt8) -> Bool {
        digit(byte) != nil || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
    }

    private static func continuesWord(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || digit(byte) != nil
    }
}

extension UnsafeRawBufferPointer {
    /// Whether these bytes spell `key`: compares a JSON key with no String made.
    func spells(_ key: StaticString) -> Bool {
        // Lengths first: a document's keys are tried against a list of names, and most differ in length.
        guard count == key.utf8CodeUnitCount else { return false }
        guard let base = baseAddress, count > 0 else { return true }
        return memcmp(base, key.utf8Start, count) == 0
    }
}
