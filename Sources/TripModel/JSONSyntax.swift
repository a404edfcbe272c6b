/// A small JSON syntax checker (RFC 8259) that says where a document breaks, by line and column.
///
/// Foundation's parsers report a broken document as "The given data was not valid JSON" with, at best,
/// a byte offset; people fix files in editors that count lines and columns. This only checks the
/// syntax, so it runs before (or after) the real decoder and never replaces it.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line and column (columns count characters, not bytes).
    public let line: Int
    public let column: Int
    public let problem: Problem

    /// What is wrong at the place; a fact, worded when the error is described so the sentence reads in
    /// the language of the command that shows it.
    public enum Problem: Equatable, Sendable {
        case textAfterDocument
        case tooDeep(Int)
        case endsBeforeValue
        case expectedValue
        case expectedFieldName
        case expectedColon
        case objectNotClosed
        case expectedCommaOrBrace
        case listNotClosed
        case expectedCommaOrBracket
        case expectedHexDigits
        case unknownEscape
        case controlCharacter
        case textNotClosed
        case expectedDigit
        case expectedFractionDigit
        case expectedExponentDigit
        case expectedWord(String)
    }

    public var description: String {
        localized("json.syntax.at", ["line": line, "column": column, "problem": problem.words])
    }
}

extension JSONSyntaxError.Problem {
    /// The problem in the current language, without its place (for messages that say the line their way).
    public var words: String {
        switch self {
        case .textAfterDocument: localized("json.syntax.text-after-document")
        case .tooDeep(let levels): localized("json.syntax.too-deep", ["levels": levels])
        case .endsBeforeValue: localized("json.syntax.ends-before-value")
        case .expectedValue: localized("json.syntax.expected-value")
        case .expectedFieldName: localized("json.syntax.expected-field-name")
        case .expectedColon: localized("json.syntax.expected-colon")
        case .objectNotClosed: localized("json.syntax.object-not-closed")
        case .expectedCommaOrBrace: localized("json.syntax.expected-comma-or-brace")
        case .listNotClosed: localized("json.syntax.list-not-closed")
        case .expectedCommaOrBracket: localized("json.syntax.expected-comma-or-bracket")
        case .expectedHexDigits: localized("json.syntax.expected-hex-digits")
        case .unknownEscape: localized("json.syntax.unknown-escape")
        case .controlCharacter: localized("json.syntax.control-character")
        case .textNotClosed: localized("json.syntax.text-not-closed")
        case .expectedDigit: localized("json.syntax.expected-digit")
        case .expectedFractionDigit: localized("json.syntax.expected-fraction-digit")
        case .expectedExponentDigit: localized("json.syntax.expected-exponent-digit")
        case .expectedWord(let word): localized("json.syntax.expected-word", ["word": word])
        }
    }
}

public enum JSONSyntax {
    /// Deeper nesting than this is refused rather than recursed into.
    static let maximumDepth = 512

    /// Checks that `bytes` (UTF-8, an optional byte-order mark first) hold exactly one JSON value.
    /// - Throws: ``JSONSyntaxError`` at the first byte that cannot belong to a JSON document.
    public static func check(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        var scanner = Scanner(bytes: Array(bytes))
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        scanner.skipSpace()
        try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.index == scanner.bytes.count else { throw scanner.error(.textAfterDocument) }
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        func error(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1  // Continuation bytes belong to the character already counted.
                }
            }
            return JSONSyntaxError(line: line, column: column, problem: problem)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) {
            guard depth < JSONSyntax.maximumDepth else { throw error(.tooDeep(JSONSyntax.maximumDepth)) }
            guard let byte = current else { throw error(.endsBeforeValue) }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default:
                throw error(.expectedValue)
            }
        }

        private mutating func object(depth: Int) throws(JSONSyntaxError) {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                guard current == UInt8(ascii: "\"") else { throw error(.expectedFieldName) }
                try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error(.expectedColon) }
                index += 1
                skipSpace()
                try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                    continue
                }
                guard current != nil else { throw error(.objectNotClosed) }
                guard current == UInt8(ascii: "}") else { throw error(.expectedCommaOrBrace) }
                index += 1
                return
            }
        }

        private mutating func array(depth: Int) throws(JSONSyntaxError) {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                    continue
                }
                guard current != nil else { throw error(.listNotClosed) }
                guard current == UInt8(ascii: "]") else { throw error(.expectedCommaOrBracket) }
                index += 1
                return
            }
        }

        private mutating func string() throws(JSONSyntaxError) {
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = current else { break }
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            index += 1
                            guard let digit = current, digit.isHexDigit else {
                                throw error(.expectedHexDigits)
                            }
                        }
                    } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
                        throw error(.unknownEscape)
                    }
                    index += 1
                case 0..<0x20:
                    throw error(.controlCharacter)
                default:
                    index += 1
                }
            }
            throw error(.textNotClosed)
        }

        private mutating func number() throws(JSONSyntaxError) {
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, first.isDigit else { throw error(.expectedDigit) }
            index += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            if current == UInt8(ascii: ".") {
                index += 1
                guard current?.isDigit == true else { throw error(.expectedFractionDigit) }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard current?.isDigit == true else { throw error(.expectedExponentDigit) }
                skipDigits()
            }
        }

        private mutating func skipDigits() {
            while current?.isDigit == true { index += 1 }
        }

        private mutating func literal(_ word: String) throws(JSONSyntaxError) {
            let start = index
            for expected in word.utf8 {
                guard current == expected else {
                    index = start  // Point at the word, not at the letter that went wrong.
                    throw error(.expectedWord(word))
                }
                index += 1
            }
        }
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
