import TripModel

/// Minimal JSON text output for writers that need a fixed key order and plain decimal coordinates,
/// which `JSONSerialization` does not promise.
enum JSONText {
    /// A JSON string literal, escaped as every JSON writer of ours escapes it (``TripJSON/quoted(_:)``).
    static func string(_ value: String) -> String {
        TripJSON.quoted(value)
    }

    /// An object from already-rendered values, keys in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    static func optional(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
