import Foundation
import TripModel

/// Decoding of backup entries, with errors turned into `BackupError`s that name the field. Entries are
/// written with ``TripJSON/document(_:)``, the one JSON style of the project.
enum JSONDocument {
    /// Decodes an entry.
    /// - Throws: `BackupError.invalidData` naming file, entry and the field path at fault.
    /// - Parameter log: where trips decoded here record the companions they bring back.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, file: String, entry: String, noting log: CompanionsBroughtBack? = nil
    ) throws -> Value {
        do {
            let decoder = JSONDecoder()
            log?.attach(to: decoder)
            return try decoder.decode(type, from: data)
        } catch {
            throw BackupError.invalidData(
                file: file, entry: entry, field: fieldPath(of: error), reason: reason(of: error, data: data))
        }
    }

    /// The coding path of a decoding error, e.g. `stops[2].latitude`; `(document)` at the top.
    static func fieldPath(of error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "(document)" }
        let path: [any CodingKey]
        switch decoding {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            path = context.codingPath
        case let .keyNotFound(key, context):
            path = context.codingPath + [key]
        @unknown default:
            path = []
        }
        let text = TripJSON.path(path)
        return text.isEmpty ? "(document)" : text
    }

    /// The reason in the user's words: JSON kinds rather than Swift types, and a syntax error by line
    /// and column (the field path already names where a value is wrong).
    private static func reason(of error: any Error, data: Data) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound: return localized("backup.json-missing")
        case let .typeMismatch(type, _):
            return localized("backup.json-expected", ["kind": TripDocumentCoding.kind(type)])
        case .valueNotFound: return localized("backup.json-null")
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            return TripDocumentCoding.describe(error, data: data)
        case .dataCorrupted:
            let described = TripDocumentCoding.describe(error, data: data)
            return described.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? described
        @unknown default: return localized("backup.json-invalid")
        }
    }
}
