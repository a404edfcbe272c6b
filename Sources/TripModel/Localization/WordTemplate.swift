/// One entry of a word catalogue: text with named placeholders.
///
/// - `{name}` is replaced by the argument `name`.
/// - `{count|trip|trips}` picks the first word when the argument `count` is 1 and the second
///   otherwise; English needs it, Korean does not count nouns and simply leaves it out.
/// - `{{` and `}}` stand for literal braces.
///
/// Placeholders are named, not positional, because Korean puts the parts of a sentence in another
/// order than English.
public struct WordTemplate: Sendable, Equatable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// A piece of a parsed template.
    enum Piece: Equatable {
        case literal(String)
        case argument(String)
        case plural(String, one: String, other: String)
    }

    /// Why a template cannot be used: an unclosed brace, an empty name, a plural without two words.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// The template's pieces, in order.
    func pieces() throws(Malformed) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" || character == "}", next < text.endIndex, text[next] == character {
                literal.append(character)
                index = text.index(after: next)
                continue
            }
            guard character == "{" else {
                if character == "}" { throw Malformed(reason: "a '}' without its '{' in \"\(text)\"") }
                literal.append(character)
                index = next
                continue
            }
            guard let close = text[next...].firstIndex(of: "}") else {
                throw Malformed(reason: "a '{' without its '}' in \"\(text)\"")
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(try Self.placeholder(String(text[next..<close]), in: text))
            index = text.index(after: close)
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    private static func placeholder(_ body: String, in text: String) throws(Malformed) -> Piece {
        let parts = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, !name.isEmpty, !name.contains("{"),
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { throw Malformed(reason: "a placeholder without a name in \"\(text)\"") }
        switch parts.count {
        case 1: return .argument(name)
        case 3: return .plural(name, one: parts[1], other: parts[2])
        default: throw Malformed(reason: "{\(body)} needs a name, or a name and two words, in \"\(text)\"")
        }
    }

    /// The names of every argument the template uses, plural choices included.
    public func placeholders() throws(Malformed) -> Set<String> {
        Set(
            try pieces().compactMap { piece in
                switch piece {
                case .literal: nil
                case .argument(let name), .plural(let name, _, _): name
                }
            })
    }

    /// The text with its arguments filled in. A missing argument shows as `{name}` so a mistake
    /// is visible rather than a silent gap; a malformed template shows as it is (the catalogue
    /// test refuses both).
    public func render(_ arguments: [String: any CustomStringConvertible]) -> String {
        guard let pieces = try? pieces() else { return text }
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                result += literal
            case .argument(let name):
                result += arguments[name].map { $0.description } ?? "{\(name)}"
            case .plural(let name, let one, let other):
                result += Self.isOne(arguments[name]) ? one : other
            }
        }
        return result
    }

    private static func isOne(_ value: (any CustomStringConvertible)?) -> Bool {
        guard let value else { return false }
        // Integers and their text both print as "1"; a fraction like 1.0 is not one thing.
        return value.description == "1"
    }
}
