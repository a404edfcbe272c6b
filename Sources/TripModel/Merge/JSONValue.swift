import Foundation

/// A JSON document as a plain value tree, so the three-way merge can walk any trip document
/// field by field without knowing its fields: a key another branch adds merges with no code change.
///
/// Integers and fractions are kept apart so money in minor units (`Int64`) never passes through a
/// `Double` and loses digits.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The members of an object, or nil for any other value.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or nil for any other value.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text of a string, or nil for any other value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as compact JSON with sorted keys: a total, stable order for tiebreaks and the
    /// form conflicts are shown in.
    public var compactText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Encodes any `Encodable` value (a trip, a stop) into a tree.
    public init<Value: Encodable>(encoding value: Value) throws {
        let data = try TripDocumentCoding.encoder().encode(value)
        self = try TripDocumentCoding.decoder().decode(JSONValue.self, from: data)
    }

    /// Decodes the tree into `type` through its normal, validating decoder.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let data = try TripDocumentCoding.encoder().encode(self)
        return try TripDocumentCoding.decoder().decode(type, from: data)
    }
}

extension JSONValue: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let integer): try container.encode(integer)
        case .double(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}
