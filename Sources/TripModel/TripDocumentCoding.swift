public import Foundation

/// The JSON coders every reader and writer of trip documents uses, so the shape is one everywhere.
public enum TripDocumentCoding {
    /// Pretty, key-sorted output: stable across runs and readable as-is (``TripJSON/encoder()``).
    public static func encoder() -> JSONEncoder {
        TripJSON.encoder()
    }

    public static func decoder() -> JSONDecoder {
        JSONDecoder()
    }

    /// A decoder that records in `log` the companions it brings back onto the trips it decodes.
    public static func decoder(noting log: CompanionsBroughtBack) -> JSONDecoder {
        let decoder = JSONDecoder()
        log.attach(to: decoder)
        return decoder
    }

    /// A one-line account of a decoding failure naming the JSON path, e.g. `stops[2].latitude: …`, in
    /// the user's words (an object, a list, an id) rather than Swift's type names.
    /// - Parameters:
    ///   - error: What the decoder threw.
    ///   - data: The document, so a syntax error can be placed by line and column.
    public static func describe(_ error: Error, data: Data? = nil) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            if let data {
                do throws(JSONSyntaxError) {
                    try JSONSyntax.check(data)
                } catch {
                    return localized("json.invalid-at", ["problem": error.description])
                }
            }
            return localized("json.invalid")
        case .dataCorrupted(let context):
            return located(context.codingPath, plain(context.debugDescription))
        case .keyNotFound(let key, let context):
            return located(context.codingPath + [key], localized("json.missing-field"))
        case .typeMismatch(let type, let context):
            return located(context.codingPath, localized("json.expected", ["kind": kind(type)]))
        case .valueNotFound(let type, let context):
            return located(context.codingPath, localized("json.expected-not-null", ["kind": kind(type)]))
        @unknown default:
            return String(describing: error)
        }
    }

    /// What a JSON value of Swift type `type` is called in messages.
    public static func kind(_ type: Any.Type) -> String {
        switch type {
        case is [String: Any].Type, is [String: String].Type: return localized("json.kind-object")
        case is [Any].Type: return localized("json.kind-list")
        case is String.Type: return localized("json.kind-text")
        case is Bool.Type: return localized("json.kind-bool")
        case is UUID.Type: return localized("json.kind-id")
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt64.Type: return localized("json.kind-integer")
        case is Double.Type, is Float.Type: return localized("json.kind-number")
        default:
            let name = String(describing: type)
            if name.hasPrefix("Dictionary<") { return localized("json.kind-object") }
            if name.hasPrefix("Array<") { return localized("json.kind-list") }
            return name
        }
    }

    /// The decoder's own sentence with Swift's wording replaced where it leaks (UUIDs, dates).
    private static func plain(_ message: String) -> String {
        if message.contains("UUID") { return localized("json.invalid-id") }
        // Foundation's "Cannot initialize TripStatus from invalid String value gone" names a Swift type.
        if message.hasPrefix("Cannot initialize "), message.contains(" from invalid "),
            let value = message.range(of: " value ", options: .backwards)
        {
            return localized("json.not-allowed", ["value": MessageText.quoted(message[value.upperBound...])])
        }
        return message
    }

    private static func located(_ codingPath: [CodingKey], _ message: String) -> String {
        let text = TripJSON.path(codingPath)
        let cleaned = message.hasSuffix(".") ? String(message.dropLast()) : message
        return text.isEmpty ? cleaned : "\(text): \(cleaned)"
    }
}
