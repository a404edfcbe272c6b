public import Foundation

extension UUID {
    /// The id as documents and the database write it: lower case, as RFC 9562 recommends.
    public var lowercasedString: String { uuidString.lowercased() }
}
