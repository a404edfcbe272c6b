public import Foundation

extension UUID {
    /// The id as documents and the database write it: lower case, as RFC 9562 recommends.
    public var lowercasedString: String { uuidString.lowercased() }

    /// The first 8 hex digits, as tables and messages show an id: enough to tell trips apart and to
    /// type back as an id prefix.
    public var shortID: String { String(lowercasedString.prefix(8)) }
}
