/// Splitting `--split` and `--shares` values where a backslash escapes the separators, so a name that
/// holds ',' or '=' (one that arrived in a file: "Kim, Jimin") can still be named: `Kim\, Jimin,me`.
enum EscapedList {
    /// The pieces of `text` between unescaped `separator`s, escapes kept (``unescaped(_:)`` removes them).
    static func split(_ text: String, on separator: Character) -> [String] {
        var pieces: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                current.append(character)
                escaping = true
            } else if character == separator {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces
    }

    /// `piece` with each `\x` read as `x`; a lone backslash at the end stays as it is.
    static func unescaped(_ piece: String) -> String {
        var result = ""
        var escaping = false
        for character in piece {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }
}
