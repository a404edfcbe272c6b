/// Finds the line each element of a top-level `"features"` array starts on.
///
/// `JSONSerialization` forgets positions, yet a user fixing feature 4,312 of a GIS export needs a line
/// number. One linear pass over the bytes that understands strings and nesting is enough for that.
enum JSONLineIndex {
    /// Lines (1-based) of the elements of the top-level object's `features` array, in order.
    static func featureLines(_ text: String) -> [Int] {
        var scanner = Scanner()
        for byte in text.utf8 { scanner.consume(byte) }
        return scanner.lines
    }

    private struct Scanner {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var string: [UInt8] = []
        var lastTopLevelString: [UInt8] = []
        var inFeatures = false
        var expectingElement = false

        mutating func consume(_ byte: UInt8) {
            if inString {
                consumeInString(byte)
                return
            }
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"): break
            case UInt8(ascii: ","): if inFeatures && depth == 2 { expectingElement = true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 2 { inFeatures = false }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                startElement()
                depth += 1
                if depth == 2, byte == UInt8(ascii: "["), lastTopLevelString == Array("features".utf8) {
                    inFeatures = true
                    expectingElement = true
                }
            case UInt8(ascii: "\""):
                startElement()
                inString = true
                string = []
            default: startElement()
            }
        }

        private mutating func consumeInString(_ byte: UInt8) {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                if depth == 1 { lastTopLevelString = string }
                return
            }
            // Only short strings can be the key we look for; longer ones are not worth keeping.
            if depth == 1, string.count < 16 { string.append(byte) }
        }

        private mutating func startElement() {
            if inFeatures, expectingElement, depth == 2 {
                lines.append(line)
                expectingElement = false
            }
        }
    }
}
