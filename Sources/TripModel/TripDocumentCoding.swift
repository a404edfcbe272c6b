public import Foundation

/// The JSON coders every reader and writer of trip documents uses, so the shape is one everywhere.
public enum TripDocumentCoding {
    /// Pretty, key-sorted output: stable across runs and readable as-is.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        JSONDecoder()
    }

    /// A one-line account of a decoding failure naming the JSON path, e.g. `stops[2].latitude: …`.
    public static func describe(_ error: Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // The parser's own wording; it names the line and column where it can.
            let detail = context.underlyingError.map { String(describing: $0) }
            return "not valid JSON" + (detail.map { " (\($0))" } ?? "")
        case .dataCorrupted(let context):
            return located(context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            return located(context.codingPath + [key], "required field is missing")
        case .typeMismatch(let type, let context):
            return located(context.codingPath, "expected \(type)")
        case .valueNotFound(let type, let context):
            return located(context.codingPath, "expected \(type), found null")
        @unknown default:
            return String(describing: error)
        }
    }

    /// Renders a coding path as `stops[2].latitude`.
    public static func path(_ codingPath: [CodingKey]) -> String {
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

    private static func located(_ codingPath: [CodingKey], _ message: String) -> String {
        let text = path(codingPath)
        let cleaned = message.hasSuffix(".") ? String(message.dropLast()) : message
        return text.isEmpty ? cleaned : "\(text): \(cleaned)"
    }
}
