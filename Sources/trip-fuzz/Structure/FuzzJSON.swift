import Foundation

/// A JSON document as a tree the fuzzer can edit in place and write back out.
///
/// Numbers keep their text and strings may carry raw bytes, so a mutation can produce what no
/// encoder would (`1e400`, `-0`, invalid UTF-8) and the reader has to cope with it.
enum FuzzJSON: Decodable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    /// A string literal written byte for byte between its quotes: for invalid UTF-8.
    case rawString([UInt8])
    case array([FuzzJSON])
    case object([FuzzJSONMember])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(Double.self) {
            self = .number("\(value)")
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FuzzJSON].self) {
            self = .array(value)
        } else {
            let members = try container.decode([String: FuzzJSON].self)
            self = .object(members.keys.sorted().map { FuzzJSONMember(key: $0, value: members[$0] ?? .null) })
        }
    }

    /// Parses a document; nil when the bytes are not JSON.
    static func parse(_ data: Data) -> FuzzJSON? {
        try? JSONDecoder().decode(FuzzJSON.self, from: data)
    }

    /// The document's bytes, pretty-printed like the backup writer's output.
    func serialized() -> Data {
        var out: [UInt8] = []
        write(into: &out, indent: 0)
        out.append(0x0a)
        return Data(out)
    }

    private func write(into out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let value): out += Array((value ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let text): Self.quote(Array(text.utf8), into: &out)
        case .rawString(let bytes):
            out.append(0x22)
            out += bytes
            out.append(0x22)
        case .array(let items):
            out += Array("[".utf8)
            for (index, item) in items.enumerated() {
                out += Array(((index == 0 ? "\n" : ",\n") + Self.pad(indent + 1)).utf8)
                item.write(into: &out, indent: indent + 1)
            }
            out += Array(((items.isEmpty ? "" : "\n" + Self.pad(indent)) + "]").utf8)
        case .object(let members):
            out += Array("{".utf8)
            for (index, member) in members.enumerated() {
                out += Array(((index == 0 ? "\n" : ",\n") + Self.pad(indent + 1)).utf8)
                Self.quote(Array(member.key.utf8), into: &out)
                out += Array(" : ".utf8)
                member.value.write(into: &out, indent: indent + 1)
            }
            out += Array(((members.isEmpty ? "" : "\n" + Self.pad(indent)) + "}").utf8)
        }
    }

    private static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// Escapes quotes, backslashes and control characters; everything else goes through as is.
    private static func quote(_ bytes: [UInt8], into out: inout [UInt8]) {
        out.append(0x22)
        for byte in bytes {
            switch byte {
            case 0x22, 0x5c: out += [0x5c, byte]
            case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }
}

/// One member of a JSON object, in document order.
struct FuzzJSONMember {
    var key: String
    var value: FuzzJSON
}
