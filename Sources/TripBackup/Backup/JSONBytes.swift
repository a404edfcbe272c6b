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

    /// `"key" : `, preceded by the comma and line break that end the previous member (unless first),
    /// written as one piece: a stop has eleven keys, and appending each part on its own (with the
    /// array's capacity and uniqueness checks every time) was a tenth of a backup's encoding.
    mutating func key(_ name: StaticString, depth: Int, first: Bool = false) {
        let comma = !first && bytes.last != 0x0a
        let nameCount = name.utf8CodeUnitCount
        appendWritten(maximum: 2 + depth * 2 + nameCount + 5) { out in
            var at = 0
            if comma {
                out[0] = UInt8(ascii: ",")
                out[1] = 0x0a
                at = 2
            }
            for _ in 0..<depth * 2 {
                out[at] = 0x20
                at += 1
            }
            out[at] = UInt8(ascii: "\"")
            (out + at + 1).update(from: name.utf8Start, count: nameCount)
            at += 1 + nameCount
            out[at] = UInt8(ascii: "\"")
            out[at + 1] = 0x20
            out[at + 2] = UInt8(ascii: ":")
            out[at + 3] = 0x20
            return at + 4
        }
    }

    /// Appends what `fill` writes into scratch memory of `maximum` bytes (it returns how many): one
    /// append for a piece made of many small parts.
    private mutating func appendWritten(maximum: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximum) { scratch in
            guard let base = scratch.baseAddress else { return }
            let count = fill(base)
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        }
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
        appendWritten(maximum: 26) { out in
            var at = 0
            func put(_ byte: UInt8) {
                out[at] = byte
                at += 1
            }
            func put(_ value: Int, width: Int) {
                var rest = value
                for place in stride(from: width - 1, through: 0, by: -1) {
                    out[at + place] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                at += width
            }
            put(UInt8(ascii: "\""))
            put(date.year, width: 4)
            put(UInt8(ascii: "-"))
            put(date.month, width: 2)
            put(UInt8(ascii: "-"))
            put(date.day, width: 2)
            put(UInt8(ascii: "T"))
            put(Int(secondOfDay / 3600), width: 2)
            put(UInt8(ascii: ":"))
            put(Int(secondOfDay / 60 % 60), width: 2)
            put(UInt8(ascii: ":"))
            put(Int(secondOfDay % 60), width: 2)
            put(UInt8(ascii: "."))
            put(Int(millis), width: 3)
            put(UInt8(ascii: "Z"))
            put(UInt8(ascii: "\""))
            return at
        }
    }

    /// A quoted lower-case `uuidString`, as Foundation's encoder writes ids after `lowercased()`.
    mutating func uuid(_ id: UUID) {
        appendWritten(maximum: 38) { out in
            out[0] = UInt8(ascii: "\"")
            var at = 1
            withUnsafeBytes(of: id.uuid) { raw in
                for (index, byte) in raw.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    out[at] = Self.hexDigit(byte >> 4)
                    out[at + 1] = Self.hexDigit(byte & 0x0f)
                    at += 2
                }
            }
            out[at] = UInt8(ascii: "\"")
            return at + 1
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
