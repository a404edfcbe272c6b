/// Text from the database or a file made safe to print on a terminal.
///
/// A control character sent raw can set the window title (`ESC ] 0 ;`), clear the screen, move the
/// cursor or hide what follows. Inputs refuse them (see ``TextRules``), but a value inserted into
/// SQLite by hand still reaches the output, so everything that prints user text passes it through
/// here: tab, newline and carriage return become `\t`, `\n`, `\r`, and every other C0 or C1 control
/// and DEL becomes a Swift-style escape such as `\u{1B}`. Other text is unchanged.
public enum VisibleText {
    /// `text` with every control character written as a visible escape.
    /// - Parameter keepingNewlines: leave line feeds as they are, for messages of several lines.
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        // Nearly every string is clean: return it untouched without building a copy.
        guard
            text.unicodeScalars.contains(where: { TextRules.isControl($0) && !(keepingNewlines && $0 == "\n") })
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += keepingNewlines ? "\n" : "\\n"
            case "\r": result += "\\r"
            case _ where TextRules.isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` escaped and in single quotes, the way messages quote a name.
    public static func quoted(_ text: String) -> String {
        "'" + escaped(text) + "'"
    }
}
