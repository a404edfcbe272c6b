public import Foundation

/// The project's one JSON style: the encoder every document is written with, the string escaping of
/// the writers that build JSON text by hand, and how a coding path is shown in messages.
///
/// Hand-built JSON (GeoJSON, the manifest, the fast trip writer of backups, benchmark reports) must
/// escape strings exactly as the encoder does, or the same text would be written two ways and
/// deterministic backups would differ by writer; so there is one escaper, and a test holds it to
/// Foundation's output.
public enum TripJSON {
    /// Pretty-printed, sorted keys, slashes unescaped: readable as-is and byte-stable across runs.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` in ``encoder()``'s style followed by a newline, as files and entries end.
    /// - Throws: `EncodingError` when a value cannot be encoded (a non-finite number).
    public static func document<Value: Encodable>(_ value: Value) throws -> Data {
        var data = try encoder().encode(value)
        data.append(0x0a)
        return data
    }

    /// `text` as a JSON string literal, quotes included, escaped as ``encoder()`` escapes it.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal to `bytes`.
    ///
    /// Foundation's rules: quote and backslash get a backslash; backspace, form feed, newline, carriage
    /// return and tab their short forms; the other C0 controls `\u00XX` in lower-case hex. Everything
    /// else, DEL, U+2028 and U+2029 included, is copied as UTF-8, and `/` is left alone.
    /// Inlinable because the backup writer calls it for every string of every trip.
    @inlinable
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most names and notes need no escape: copy them whole instead of byte by byte.
            if utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                for byte in utf8 { appendEscaped(byte, to: &bytes) }
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    @usableFromInline
    static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x0c: UInt8(ascii: "f")
            case 0x0a: UInt8(ascii: "n")
            case 0x0d: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            default: nil
            }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else if byte < 0x20 {
            bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0x0f))
        } else {
            bytes.append(byte)
        }
    }

    /// The lower-case hex digit for `nibble` (0…15), as ids and escapes are written.
    @usableFromInline
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// A coding path as messages show it: `stops[2].latitude`; empty for the top of the document.
    public static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
