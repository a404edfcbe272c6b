import Foundation
import TripModel

/// Writes a trip document with the same bytes as `TripDocumentCoding.encoder()` (pretty-printed,
/// sorted keys, slashes unescaped), several times faster.
///
/// Foundation's encoder was half of a backup's CPU time. The trip's own fields and its stops (the
/// bulk of every backup) are written here directly; companions and expenses, small and rarer, still
/// go through Foundation and are indented into place. `TripDocumentWriterTests` compares the output
/// with Foundation's byte for byte, so a field added to the model without being added here fails.
struct TripDocumentWriter {
    private let nested: JSONEncoder = TripDocumentCoding.encoder()

    /// The document's bytes, newline-terminated like every backup entry.
    func encode(_ trip: Trip) throws -> Data {
        var out = JSONBytes()
        out.raw("{\n")
        out.key("companions", depth: 1)
        try nestedArray(trip.companions, into: &out)
        out.key("createdAt", depth: 1)
        out.string(trip.createdAt.description)
        out.key("endDate", depth: 1)
        out.optionalString(trip.endDate?.description)
        out.key("expenses", depth: 1)
        try nestedArray(trip.expenses, into: &out)
        out.key("finishedAt", depth: 1)
        out.optionalString(trip.finishedAt?.description)
        out.key("id", depth: 1)
        out.string(trip.id.uuidString.lowercased())
        out.key("name", depth: 1)
        out.string(trip.name)
        out.key("notes", depth: 1)
        out.string(trip.notes)
        out.key("startDate", depth: 1)
        out.optionalString(trip.startDate?.description)
        out.key("status", depth: 1)
        out.string(trip.status.rawValue)
        out.key("stops", depth: 1)
        stops(trip.stops, into: &out)
        out.key("updatedAt", depth: 1)
        out.string(trip.updatedAt.description)
        out.raw("\n}\n")
        return Data(out.bytes)
    }

    private func stops(_ stops: [Stop], into out: inout JSONBytes) {
        out.openArray(empty: stops.isEmpty)
        for (index, stop) in stops.enumerated() {
            out.element(index, depth: 2)
            out.raw("{\n")
            out.key("address", depth: 3, first: true)
            out.string(stop.address)
            out.key("day", depth: 3)
            out.raw(stop.day.map { String($0) } ?? "null")
            out.key("id", depth: 3)
            out.string(stop.id.uuidString.lowercased())
            out.key("latitude", depth: 3)
            out.number(stop.latitude)
            out.key("locked", depth: 3)
            out.raw(stop.locked ? "true" : "false")
            out.key("longitude", depth: 3)
            out.number(stop.longitude)
            out.key("name", depth: 3)
            out.string(stop.name)
            out.key("notes", depth: 3)
            out.string(stop.notes)
            out.key("position", depth: 3)
            out.raw(String(stop.position))
            out.key("spotId", depth: 3)
            out.optionalString(stop.spotId)
            out.key("updatedAt", depth: 3)
            out.string(stop.updatedAt.description)
            out.raw("\n")
            out.indent(2)
            out.raw("}")
        }
        out.closeArray(empty: stops.isEmpty, depth: 1)
    }

    /// Elements encoded by Foundation on their own, re-indented to sit two levels deep. Safe to do
    /// line by line: JSON strings never contain a raw line break.
    private func nestedArray<Element: Encodable>(_ elements: [Element], into out: inout JSONBytes) throws {
        out.openArray(empty: elements.isEmpty)
        for (index, element) in elements.enumerated() {
            out.element(index, depth: 2)
            for byte in try nested.encode(element) {
                out.bytes.append(byte)
                if byte == 0x0a { out.indent(2) }
            }
        }
        out.closeArray(empty: elements.isEmpty, depth: 1)
    }
}

/// A growing JSON text in Foundation's pretty style. A value type passed `inout`, so appending needs
/// no run-time exclusivity checks (a class's stored property would, on every byte).
struct JSONBytes {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(4096)
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func indent(_ depth: Int) {
        for _ in 0..<depth * 2 { bytes.append(0x20) }
    }

    /// `"key" : `, preceded by the comma and line break that end the previous member (unless first).
    mutating func key(_ name: String, depth: Int, first: Bool = false) {
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
        raw(text)
    }

    /// Foundation's escaping: quote, backslash and control characters; everything else as UTF-8.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x08: raw("\\b")
            case 0x0c: raw("\\f")
            case 0x0a: raw("\\n")
            case 0x0d: raw("\\r")
            case 0x09: raw("\\t")
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0f)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
