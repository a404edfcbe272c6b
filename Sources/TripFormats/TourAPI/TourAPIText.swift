/// Reduces TourAPI's HTML fragments (`overview`, `homepage`, facility texts) to plain text for a terminal.
enum TourAPIText {
    /// The text with tags removed (`<br>` becomes a line break), common entities decoded and runs of
    /// blank lines collapsed. Not a full HTML parser: TourAPI only uses a handful of tags.
    static func plain(_ html: String) -> String {
        guard html.contains("<") || html.contains("&") else { return html }
        var output = ""
        var tag = ""
        var inTag = false
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().trimmingPrefix("/").prefix { $0.isLetter }
                    if name == "br" || name == "p" || name == "div" || name == "li" { output.append("\n") }
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else {
                output.append(character)
            }
        }
        return collapse(decodeEntities(output))
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let table = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")]
        return table.reduce(text) { $0.replacing($1.0, with: $1.1) }
    }

    private static func collapse(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
