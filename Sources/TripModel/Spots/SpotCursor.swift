import Foundation

/// Where a page ended: the last row's sort key and id (keyset pagination).
///
/// Pages stay stable when rows are inserted between calls: the next page starts strictly after
/// `(key, id)` in the list's order instead of at an offset. Users see it as an opaque base64 string.
public struct SpotCursor: Hashable, Sendable {
    /// Which list the cursor belongs to (e.g. `search:title`); a cursor from another list is refused.
    public var list: String
    /// The sort key of the last row, as text (numbers are written so they compare exactly).
    public var key: String
    /// The tie-breaking id of the last row.
    public var id: String

    public init(list: String, key: String, id: String) {
        self.list = list
        self.key = key
        self.id = id
    }

    /// The opaque form shown to users.
    public var encoded: String {
        let payload = ["v1", list, key, id].map { $0.replacingOccurrences(of: "\u{1f}", with: "") }
        return Data(payload.joined(separator: "\u{1f}").utf8).base64EncodedString()
    }

    /// The longest cursor accepted; real ones are far shorter.
    public static let maximumLength = 4_096

    /// Decodes a cursor a user passed back.
    /// - Parameters:
    ///   - text: the opaque string from a previous page.
    ///   - list: the list it must belong to.
    /// - Throws: ``SpotCursorError`` when it is not a cursor or belongs to another list.
    public init(decoding text: String, for list: String) throws {
        guard text.utf8.count <= SpotCursor.maximumLength, let data = Data(base64Encoded: text),
            let payload = String(data: data, encoding: .utf8)
        else { throw SpotCursorError.malformed }
        let parts = payload.split(separator: "\u{1f}", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, parts[0] == "v1" else { throw SpotCursorError.malformed }
        guard parts[1] == list else { throw SpotCursorError.otherList(parts[1], expected: list) }
        self.init(list: parts[1], key: parts[2], id: parts[3])
    }
}

/// Why a `--cursor` was refused.
public enum SpotCursorError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformed
    case otherList(String, expected: String)

    public var description: String {
        switch self {
        case .malformed: localized("cursor.malformed")
        case .otherList(let list, let expected):
            localized("cursor.other-list", ["list": list, "expected": expected])
        }
    }
}
