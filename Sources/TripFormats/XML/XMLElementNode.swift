/// One element of a parsed XML document: local name, namespace, attributes, text and children.
///
/// A small tree rather than streaming callbacks: GPX and KML files fit in memory under
/// ``ImportLimits/maximumBytes``, and a tree lets each reader ask for what it needs by name.
final class XMLElementNode {
    /// The local name, without prefix (`wpt`, not `gpx:wpt`).
    let name: String
    let namespace: String?
    /// Attributes by local name; prefixes are dropped because GPX and KML attributes are unqualified.
    let attributes: [String: String]
    /// The line the start tag is on, for error messages.
    let line: Int
    private(set) var children: [XMLElementNode] = []
    /// The element's own character data (CDATA included), not its descendants'.
    var text = ""

    init(name: String, namespace: String?, attributes: [String: String], line: Int) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.line = line
    }

    func append(_ child: XMLElementNode) {
        children.append(child)
    }

    /// The first child called `name`.
    func child(_ name: String) -> XMLElementNode? {
        children.first { $0.name == name }
    }

    /// The trimmed text of the first child called `name`, or nil when there is none or it is blank.
    func childText(_ name: String) -> String? {
        guard let value = child(name)?.text.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// Every descendant called `name`, in document order. Iterative, so depth cannot overflow the stack.
    func descendants(_ name: String) -> [XMLElementNode] {
        var found: [XMLElementNode] = []
        var pending: [XMLElementNode] = children.reversed()
        while let node = pending.popLast() {
            if node.name == name { found.append(node) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}
