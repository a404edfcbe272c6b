/// Text rules of iCalendar (RFC 5545): TEXT escaping and 75-octet line folding.
enum ICSText {
    /// The longest content line in octets, not counting the CRLF (RFC 5545 §3.1).
    static let maximumLineOctets = 75

    /// Escapes a TEXT value (§3.3.11): backslash, semicolon, comma and newlines.
    static func escape(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": continue
            default:
                // Control characters are not allowed in TEXT; tab is.
                if (scalar.value >= 0x20 && scalar.value != 0x7F) || scalar == "\t" {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Folds one content line into pieces of at most 75 octets joined by CRLF + space, never splitting a
    /// UTF-8 sequence (a Hangul syllable is three octets and must stay whole).
    static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            // Continuation lines begin with a space, which counts toward their 75 octets.
            let limit = pieces.isEmpty ? maximumLineOctets : maximumLineOctets - 1
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }
}
