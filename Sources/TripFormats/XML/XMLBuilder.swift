/// Builds an indented XML document element by element, escaping every text and attribute value.
///
/// A builder rather than string templates so no writer can forget to escape a user's stop name.
struct XMLBuilder {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []

    /// Opens an element that will hold children.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += indent + "<" + name + Self.attributes(attributes) + ">\n"
        open.append(name)
    }

    /// Closes the innermost open element.
    mutating func close() {
        guard let name = open.popLast() else { return }
        text += indent + "</" + name + ">\n"
    }

    /// Writes an element holding only text.
    mutating func leaf(_ name: String, _ value: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += indent + "<" + name + Self.attributes(attributes) + ">" + XMLText.escape(value) + "</" + name + ">\n"
    }

    /// Writes an element with attributes and no content.
    mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        text += indent + "<" + name + Self.attributes(attributes) + "/>\n"
    }

    /// Closes everything still open and returns the document.
    mutating func finish() -> String {
        while !open.isEmpty { close() }
        return text
    }

    private var indent: String {
        String(repeating: "  ", count: open.count)
    }

    private static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { " \($0.key)=\"\(XMLText.escape($0.value))\"" }.joined()
    }
}

/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Escapes markup characters and drops characters XML 1.0 cannot carry at all (most C0 controls),
    /// since a stray control character in a name would make the whole file unreadable.
    static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // Attribute values normalize raw newlines and tabs to spaces; character references survive.
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
