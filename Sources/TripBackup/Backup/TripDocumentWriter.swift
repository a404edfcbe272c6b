import Foundation
import TripModel

/// Writes a trip document with the same bytes as `TripDocumentCoding.encoder()` (pretty-printed,
/// sorted keys, slashes unescaped), several times faster.
///
/// Foundation's encoder was half of a backup's CPU time. The trip's own fields and its stops (the
/// bulk of every backup) are written here directly; companions and expenses, small and rarer, still
/// go through Foundation and are indented into place. A class so the field closures can write to
/// the shared buffer; not `Sendable`, one per backup. `TripDocumentWriterTests` compares the output
/// with Foundation's byte for byte, so a field added to the model without being added here fails.
final class TripDocumentWriter {
    private var out: [UInt8] = []
    private let nested: JSONEncoder = TripDocumentCoding.encoder()

    /// The document's bytes, newline-terminated like every backup entry.
    func encode(_ trip: Trip) throws -> Data {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: "{\n".utf8)
        try field("companions", depth: 1) { try nestedArray(trip.companions) }
        field("createdAt", depth: 1) { string(trip.createdAt.description) }
        field("endDate", depth: 1) { optionalString(trip.endDate?.description) }
        try field("expenses", depth: 1) { try nestedArray(trip.expenses) }
        field("finishedAt", depth: 1) { optionalString(trip.finishedAt?.description) }
        field("id", depth: 1) { string(trip.id.uuidString.lowercased()) }
        field("name", depth: 1) { string(trip.name) }
        field("notes", depth: 1) { string(trip.notes) }
        field("startDate", depth: 1) { optionalString(trip.startDate?.description) }
        field("status", depth: 1) { string(trip.status.rawValue) }
        field("stops", depth: 1) { stops(trip.stops) }
        field("updatedAt", depth: 1, last: true) { string(trip.updatedAt.description) }
        out.append(contentsOf: "}\n".utf8)
        return Data(out)
    }

    private func stops(_ stops: [Stop]) {
        array(count: stops.count, depth: 1) { index in
            let stop = stops[index]
            indent(2)
            out.append(contentsOf: "{\n".utf8)
            field("address", depth: 3) { string(stop.address) }
            field("day", depth: 3) { optionalInteger(stop.day) }
            field("id", depth: 3) { string(stop.id.uuidString.lowercased()) }
            field("latitude", depth: 3) { number(stop.latitude) }
            field("locked", depth: 3) { out.append(contentsOf: (stop.locked ? "true" : "false").utf8) }
            field("longitude", depth: 3) { number(stop.longitude) }
            field("name", depth: 3) { string(stop.name) }
            field("notes", depth: 3) { string(stop.notes) }
            field("position", depth: 3) { out.append(contentsOf: String(stop.position).utf8) }
            field("spotId", depth: 3) { optionalString(stop.spotId) }
            field("updatedAt", depth: 3, last: true) { string(stop.updatedAt.description) }
            indent(2)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Elements encoded by Foundation on their own, re-indented to sit two levels deep. Safe to do
    /// line by line: JSON strings never contain a raw line break.
    private func nestedArray<Element: Encodable>(_ elements: [Element]) throws {
        var encoded: [Data] = []
        for element in elements { encoded.append(try nested.encode(element)) }
        array(count: encoded.count, depth: 1) { index in
            indent(2)
            for byte in encoded[index] {
                out.append(byte)
                if byte == 0x0a { indent(2) }
            }
        }
    }

    private func array(count: Int, depth: Int, element: (Int) throws -> Void) rethrows {
        out.append(contentsOf: "[\n".utf8)
        if count == 0 { out.append(0x0a) }
        for index in 0..<count {
            try element(index)
            out.append(contentsOf: (index == count - 1 ? "\n" : ",\n").utf8)
        }
        indent(depth)
        out.append(UInt8(ascii: "]"))
    }

    private func field(_ key: String, depth: Int, last: Bool = false, value: () throws -> Void) rethrows {
        indent(depth)
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: key.utf8)
        out.append(contentsOf: "\" : ".utf8)
        try value()
        out.append(contentsOf: (last ? "\n" : ",\n").utf8)
    }

    private func indent(_ depth: Int) {
        for _ in 0..<depth * 2 { out.append(0x20) }
    }

    private func optionalString(_ text: String?) {
        if let text { string(text) } else { out.append(contentsOf: "null".utf8) }
    }

    private func optionalInteger(_ value: Int?) {
        out.append(contentsOf: (value.map { String($0) } ?? "null").utf8)
    }

    /// Foundation prints doubles as Swift's shortest round-trip form without a trailing `.0`.
    private func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        out.append(contentsOf: text.utf8)
    }

    /// Foundation's escaping: quote, backslash and control characters; everything else as UTF-8.
    private func string(_ text: String) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0c: out.append(contentsOf: "\\f".utf8)
            case 0x0a: out.append(contentsOf: "\\n".utf8)
            case 0x0d: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0f)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
