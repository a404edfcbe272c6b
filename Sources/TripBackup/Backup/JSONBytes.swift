import Foundation
import TripModel

/// A growing JSON text in Foundation's pretty style. A value type passed `inout`, so appending needs
/// no run-time exclusivity checks (a class's stored property would, on every byte).
struct JSONBytes {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(4096)
    }

    /// Fixed punctuation and keys: a `StaticString` is copied from its bytes, with none of the
    /// String machinery that appending a `String`'s UTF-8 view goes through.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func indent(_ depth: Int) {
        // Trip documents nest four levels at most: those indents go in as one piece each.
        switch depth {
        case 0: break
        case 1: raw("  ")
        case 2: raw("    ")
        case 3: raw("      ")
        case 4: raw("        ")
        default: for _ in 0..<depth * 2 { bytes.append(0x20) }
        }
    }

    /// `"key" : `, preceded by the comma and line break that end the previous member (unless first).
    mutating func key(_ name: StaticString, depth: Int, first: Bool = false) {
        if !first && bytes.last != 0x0a { raw(",\n") }
        indent(depth)
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\" : ")
    }

    mutating func openArray(empty: Bool) {
        raw(empty ? "[\n\n" : "[\n")
    }

    mutating func element(_ index: Int, depth: Int) {
        if index > 0 { raw(",\n") }
        indent(depth)
    }

    mutating func closeArray(empty: Bool, depth: Int) {
        if !empty { raw("\n") }
        indent(depth)
        raw("]")
    }

    mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }

    /// Foundation prints doubles as Swift's shortest round-trip form without a trailing `.0`.
    mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        self.text(text)
    }

    /// Foundation's escaping, shared with every other JSON writer (``TripJSON/appendQuoted(_:to:)``).
    mutating func string(_ text: String) {
        TripJSON.appendQuoted(text, to: &bytes)
    }

    mutating func integer(_ value: Int) {
        text(String(value))
    }

    /// A quoted `Timestamp.description` (`"2026-11-30T13:06:50.123Z"`), written digit by digit.
    mutating func timestamp(_ time: Timestamp) {
        var (seconds, millis) = time.millisecondsSinceEpoch.quotientAndRemainder(dividingBy: 1000)
        if millis < 0 { (seconds, millis) = (seconds - 1, millis + 1000) }
        var (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        if secondOfDay < 0 { (days, secondOfDay) = (days - 1, secondOfDay + 86_400) }
        let date = LocalDate(daysSinceEpoch: days)
        // Years outside 0…9999 are not 4 digits; `description` decides how they look.
        guard (0...9999).contains(date.year) else { return string(time.description) }
        bytes.append(UInt8(ascii: "\""))
        digits(date.year, width: 4)
        bytes.append(UInt8(ascii: "-"))
        digits(date.month, width: 2)
        bytes.append(UInt8(ascii: "-"))
        digits(date.day, width: 2)
        bytes.append(UInt8(ascii: "T"))
        digits(Int(secondOfDay / 3600), width: 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(secondOfDay / 60 % 60), width: 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(secondOfDay % 60), width: 2)
        bytes.append(UInt8(ascii: "."))
        digits(Int(millis), width: 3)
        raw("Z\"")
    }

    /// A quoted lower-case `uuidString`, as Foundation's encoder writes ids after `lowercased()`.
    mutating func uuid(_ id: UUID) {
        bytes.append(UInt8(ascii: "\""))
        withUnsafeBytes(of: id.uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0x0f))
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `value` (0 ≤ value < 10^width) zero-padded to `width` digits.
    private mutating func digits(_ value: Int, width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
