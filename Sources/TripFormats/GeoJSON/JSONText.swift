/// Minimal JSON text output for writers that need a fixed key order and plain decimal coordinates,
/// which `JSONSerialization` does not promise.
enum JSONText {
    /// A JSON string literal with quotes, backslashes and control characters escaped.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An object from already-rendered values, keys in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    static func optional(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
