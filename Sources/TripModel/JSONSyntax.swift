/// A small JSON syntax checker (RFC 8259) that says where a document breaks, by line and column.
///
/// Foundation's parsers report a broken document as "The given data was not valid JSON" with, at best,
/// a byte offset; people fix files in editors that count lines and columns. This only checks the
/// syntax, so it runs before (or after) the real decoder and never replaces it.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line and column (columns count characters, not bytes).
    public let line: Int
    public let column: Int
    public let problem: String

    public var description: String { "line \(line), column \(column): \(problem)" }
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
        guard scanner.index == scanner.bytes.count else { throw scanner.error("unexpected text after the document") }
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        func error(_ problem: String) -> JSONSyntaxError {
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
            guard depth < JSONSyntax.maximumDepth else { throw error("nested more than 512 levels deep") }
            guard let byte = current else { throw error("the document ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default:
                throw error(
                    "expected a value (an object, a list, text in double quotes, a number, true, false or null)")
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
                guard current == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
                try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after the field name") }
                index += 1
                skipSpace()
                try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                    continue
                }
                guard current != nil else { throw error("the document ends before the object is closed with '}'") }
                guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' after a field") }
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
                guard current != nil else { throw error("the document ends before the list is closed with ']'") }
                guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' after a list item") }
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
                                throw error("expected 4 hex digits after \\u")
                            }
                        }
                    } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
                        throw error("unknown escape in text")
                    }
                    index += 1
                case 0..<0x20:
                    throw error("a control character (such as a line break) inside text must be escaped")
                default:
                    index += 1
                }
            }
            throw error("text is not closed with a double quote")
        }

        private mutating func number() throws(JSONSyntaxError) {
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, first.isDigit else { throw error("expected a digit") }
            index += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            if current == UInt8(ascii: ".") {
                index += 1
                guard current?.isDigit == true else { throw error("expected a digit after the decimal point") }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard current?.isDigit == true else { throw error("expected a digit in the exponent") }
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
                    throw error("expected \(word)")
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
