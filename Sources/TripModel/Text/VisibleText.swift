/// Text from the database or a file made safe to print on a terminal.
///
/// A control character sent raw can set the window title (`ESC ] 0 ;`), clear the screen, move the
/// cursor or hide what follows. Inputs refuse them (see ``TextRules``), but a value inserted into
/// SQLite by hand still reaches the output, so everything that prints user text passes it through
/// here: tab, newline and carriage return become `\t`, `\n`, `\r`, and every other C0 or C1 control
/// and DEL becomes a Swift-style escape such as `\u{1B}`. The bidirectional embedding, override and
/// isolate characters (see ``TextRules/isBidiControl(_:)``) are escaped the same way, `\u{202E}`: sent
/// raw they reverse the rest of a table row. Other text is unchanged.
public enum VisibleText {
    /// `text` with every control character written as a visible escape.
    /// - Parameters:
    ///   - keepingNewlines: leave line feeds as they are, for messages of several lines.
    ///   - keepingTabs: leave tabs as they are, for formats that carry them (a CSV cell).
    public static func escaped(_ text: String, keepingNewlines: Bool = false, keepingTabs: Bool = false) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            (keepingNewlines && scalar == "\n") || (keepingTabs && scalar == "\t")
        }
        // Nearly every string is clean: return it untouched without building a copy. Printable ASCII
        // is told apart by its bytes alone, faster than decoding scalars (a table row per stop).
        var bytes = text
        if bytes.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return text }
        guard text.unicodeScalars.contains(where: { needsEscape($0) && !kept($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where kept(scalar): result.unicodeScalars.append(scalar)
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True for a scalar that is never printed raw: a control or a bidirectional formatting character.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        TextRules.isControl(scalar) || TextRules.isBidiControl(scalar)
    }

    /// `text` escaped and in single quotes, the way messages quote a name.
    public static func quoted(_ text: String) -> String {
        "'" + escaped(text) + "'"
    }
}
