/// A page as a tree, so every piece of user text passes through one escaping function on its way out.
///
/// Output is HTML that is also well-formed XML (XHTML syntax: void elements self-closed, every other
/// element closed, only the five XML entities), so tests can parse it with an XML parser and browsers
/// read it as ordinary HTML.
indirect enum HTMLNode: Sendable {
    /// An element with attributes (in order) and children.
    case element(String, [(String, String)], [HTMLNode])
    /// Text, escaped on output.
    case text(String)
    /// Markup this module generated itself and already escaped: inline SVG maps and the style sheet.
    case trusted(String)

    /// Elements HTML defines as empty; written `<meta …/>`, which both HTML and XML read.
    static let voidElements: Set<String> = ["meta", "br", "hr", "col"]

    /// Shorthand for an element.
    static func el(_ name: String, _ attributes: [(String, String)] = [], _ children: [HTMLNode] = []) -> HTMLNode {
        .element(name, attributes, children)
    }

    /// Shorthand for an element holding only text.
    static func el(_ name: String, _ attributes: [(String, String)] = [], text: String) -> HTMLNode {
        .element(name, attributes, [.text(text)])
    }

    /// Appends the node's markup to `out`.
    func render(into out: inout String) {
        switch self {
        case .text(let value):
            out += XMLText.escape(value)
        case .trusted(let markup):
            out += markup
        case .element(let name, let attributes, let children):
            out += "<" + name
            for (key, value) in attributes { out += " " + key + "=\"" + XMLText.escape(value) + "\"" }
            if Self.voidElements.contains(name) {
                out += "/>"
                return
            }
            out += ">"
            for child in children { child.render(into: &out) }
            out += "</" + name + ">"
            // Line breaks between block elements keep the file readable without changing the page.
            if Self.blockElements.contains(name) { out += "\n" }
        }
    }

    private static let blockElements: Set<String> = [
        "head", "body", "header", "section", "footer", "figure", "table", "thead", "tbody", "tfoot", "tr", "ul", "ol",
        "li", "h1", "h2", "h3", "p", "dl", "style", "title", "meta",
    ]
}
