import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Parses untrusted XML into an ``XMLElementNode`` tree without ever expanding entities.
///
/// Defences: the size limit; any `<!ENTITY` declaration is refused before parsing (billion laughs and
/// XXE both need one); external entities are never resolved; nesting depth and the number of elements
/// kept are bounded, so a file of millions of tiny elements cannot exhaust memory.
enum SafeXMLParser {
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8, or UTF-16 with a byte-order mark).
    ///   - source: The file's name, for error messages.
    /// - Returns: The root element.
    /// - Throws: ``FormatError`` naming the line of the fault.
    ///   - skipping: Elements whose whole subtree is never needed (GPX tracks): not kept, not counted.
    static func parse(_ data: Data, source: String, skipping: Set<String> = []) throws -> XMLElementNode {
        let builder = TreeBuilder(skipping: skipping)
        try stream(data, source: source, into: builder)
        guard let root = builder.root else {
            throw FormatError.malformed(source: source, line: nil, detail: localized("xml.empty"))
        }
        return root
    }

    /// Runs `delegate` over the document with the same defences as ``parse(_:source:skipping:)``, for
    /// readers that must not build a tree (a GPS track of a million points).
    /// - Throws: ``FormatError`` naming the line of the fault, the delegate's own failure first.
    static func stream(_ data: Data, source: String, into delegate: some BoundedXMLDelegate) throws {
        let text = withoutDeclaration(try ImportLimits.text(data, source: source))
        if let line = entityDeclarationLine(text) { throw FormatError.entityDeclaration(source: source, line: line) }
        // A stream, not XMLParser(data:): given one buffer, libxml refuses documents over 10 MB as "huge input".
        let parser = XMLParser(stream: InputStream(data: Data(text.utf8)))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let finished = parser.parse()
        if let failure = delegate.failure {
            if let field = failure.field {
                throw FormatError.invalidField(source: source, line: failure.line, field: field, detail: failure.detail)
            }
            throw FormatError.malformed(source: source, line: failure.line, detail: failure.detail)
        }
        // corelibs XMLParser can return true while reporting an error, so both are checked.
        if !finished || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let line = delegate.errorLine ?? parser.lineNumber
            throw FormatError.malformed(source: source, line: max(1, line), detail: describe(code))
        }
    }

    /// Drops the XML declaration: the text is re-encoded as UTF-8, so a declared `encoding="UTF-16"`
    /// would now lie. Newlines inside it are kept so line numbers stay true.
    private static func withoutDeclaration(_ text: String) -> String {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\r\n" || $0 == "\n" }
        guard trimmed.hasPrefix("<?xml"), let end = trimmed.range(of: "?>") else { return text }
        let declaration = trimmed[..<end.upperBound]
        let leading = text[..<trimmed.startIndex]
        let newlines = String(repeating: "\n", count: (leading + declaration).filter(\.isNewline).count)
        return newlines + trimmed[end.upperBound...]
    }

    /// The line of the first `<!ENTITY` declaration, if any.
    static func entityDeclarationLine(_ text: String) -> Int? {
        guard let range = text.range(of: "<!ENTITY") else { return nil }
        return text[..<range.lowerBound].filter(\.isNewline).count + 1
    }

    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: localized("xml.syntax-empty")
        case 5: localized("xml.syntax-ends-early")
        case 26: localized("xml.syntax-undeclared-entity")
        case 64, 65, 73, 76: localized("xml.syntax-tag-mismatch")
        case 9: localized("xml.syntax-character")
        default: localized("xml.syntax-other", ["code": code])
        }
    }
}

/// The delegate that builds the tree and enforces the depth and element limits.
/// A parser delegate that can stop the parse and say why, and remembers where libxml first failed.
protocol BoundedXMLDelegate: XMLParserDelegate {
    /// Set when the delegate aborted the parse: the line, the field at fault (if one), and why.
    var failure: XMLFailure? { get }
    /// The line when libxml reported the first error; after parse() returns it has read further on.
    var errorLine: Int? { get }
}

/// Why a delegate stopped the parse.
struct XMLFailure {
    var line: Int
    var field: String?
    var detail: String
}

private final class TreeBuilder: NSObject, BoundedXMLDelegate {
    var root: XMLElementNode?
    var failure: XMLFailure?
    /// The line when libxml reported the first error; after parse() returns it has read further on.
    var errorLine: Int?
    private var stack: [XMLElementNode] = []
    private let skipping: Set<String>
    /// How deep inside a skipped subtree the parser is; 0 outside one.
    private var skipDepth = 0
    private var elementCount = 0

    init(skipping: Set<String>) {
        self.skipping = skipping
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if skipDepth > 0 || skipping.contains(elementName) {
            skipDepth += 1
            return
        }
        elementCount += 1
        if let problem = limitProblem() {
            failure = XMLFailure(line: parser.lineNumber, detail: problem)
            parser.abortParsing()
            return
        }
        let node = XMLElementNode(
            name: elementName, namespace: namespaceURI?.isEmpty == true ? nil : namespaceURI,
            attributes: Self.localNames(attributes), line: parser.lineNumber)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    private func limitProblem() -> String? {
        if stack.count >= ImportLimits.maximumDepth {
            return localized("xml.too-deep", ["limit": ImportLimits.maximumDepth])
        }
        if elementCount > ImportLimits.maximumElements {
            return localized("xml.too-many-elements", ["limit": ImportLimits.maximumElements])
        }
        return nil
    }

    /// Attributes by local name; an unprefixed attribute wins over a prefixed one of the same name.
    private static func localNames(_ attributes: [String: String]) -> [String: String] {
        var local: [String: String] = [:]
        for (key, value) in attributes {
            let name = key.split(separator: ":").last.map(String.init) ?? key
            if local[name] == nil || !key.contains(":") { local[name] = value }
        }
        return local
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if skipDepth > 0 {
            skipDepth -= 1
        } else {
            _ = stack.popLast()
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if errorLine == nil { errorLine = parser.lineNumber }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if skipDepth == 0 { stack.last?.text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if skipDepth == 0 { stack.last?.text += String(decoding: CDATABlock, as: UTF8.self) }
    }
}
