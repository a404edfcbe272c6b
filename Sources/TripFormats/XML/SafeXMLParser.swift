import Foundation

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

    /// Runs `reader` over the document with the same defences as ``parse(_:source:skipping:)``, for
    /// readers that must not build a tree (a GPS track of a million points).
    /// - Parameter library: the libxml2 soname to open; only tests pass another (one that is missing).
    /// - Throws: ``FormatError`` naming the line of the fault, the reader's own failure first.
    static func stream(
        _ data: Data, source: String, into reader: some XMLEventReader, library: String = XMLStream.defaultLibrary
    ) throws {
        let text = withoutDeclaration(try ImportLimits.text(data, source: source))
        if let line = entityDeclarationLine(text) { throw FormatError.entityDeclaration(source: source, line: line) }
        let result = try XMLStream.run(text, library: library, into: reader)
        if let failure = result.failure {
            if let field = failure.field {
                throw FormatError.invalidField(source: source, line: failure.line, field: field, detail: failure.detail)
            }
            throw FormatError.malformed(source: source, line: failure.line, detail: failure.detail)
        }
        if result.errorCode != 0 {
            let line = result.errorLine ?? result.endLine
            throw FormatError.malformed(source: source, line: max(1, line), detail: describe(result.errorCode))
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

/// A reader ``SafeXMLParser/stream(_:source:into:library:)`` feeds: each element's start and end, and
/// the text between. A failure returned from a start or an end stops the parse there; it is reported
/// before any syntax error the parser met.
protocol XMLEventReader: AnyObject {
    /// - Parameter attributes: by qualified name (`prefix:name` when prefixed), values with entities replaced.
    func startElement(_ name: String, namespace: String?, attributes: [String: String], line: Int) -> XMLFailure?
    func endElement(_ name: String, line: Int) -> XMLFailure?
    func text(_ text: String)
}

/// Why a reader stopped the parse.
struct XMLFailure: Error {
    var line: Int
    var field: String?
    var detail: String
}

/// The reader that builds the tree and enforces the depth and element limits.
private final class TreeBuilder: XMLEventReader {
    var root: XMLElementNode?
    private var stack: [XMLElementNode] = []
    private let skipping: Set<String>
    /// How deep inside a skipped subtree the parser is; 0 outside one.
    private var skipDepth = 0
    private var elementCount = 0

    init(skipping: Set<String>) {
        self.skipping = skipping
    }

    func startElement(_ name: String, namespace: String?, attributes: [String: String], line: Int) -> XMLFailure? {
        if skipDepth > 0 || skipping.contains(name) {
            skipDepth += 1
            return nil
        }
        elementCount += 1
        if let problem = limitProblem() { return XMLFailure(line: line, detail: problem) }
        let node = XMLElementNode(
            name: name, namespace: namespace?.isEmpty == true ? nil : namespace,
            attributes: Self.localNames(attributes), line: line)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
        return nil
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

    func endElement(_ name: String, line: Int) -> XMLFailure? {
        if skipDepth > 0 {
            skipDepth -= 1
        } else {
            _ = stack.popLast()
        }
        return nil
    }

    func text(_ text: String) {
        if skipDepth == 0 { stack.last?.text += text }
    }
}
