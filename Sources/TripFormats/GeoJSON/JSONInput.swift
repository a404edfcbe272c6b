import Foundation
import TripModel

/// Parses untrusted JSON text into a top-level object, turning Foundation's errors into ones with a line.
enum JSONInput {
    /// - Throws: ``FormatError/malformed`` with the line of a syntax error, or when the top level is not an object.
    static func object(_ data: Data, source: String) throws -> [String: Any] {
        try parse(data, source: source).object
    }

    /// Like ``object(_:source:)``, also returning the decoded text for ``JSONLineIndex``.
    static func parse(_ data: Data, source: String) throws -> (object: [String: Any], text: String) {
        let text = try ImportLimits.text(data, source: source)
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            // The syntax checker places the fault by line and column and words it in the user's language;
            // Foundation's own sentence (English, a byte offset) is the fallback for what it alone refuses.
            do throws(JSONSyntaxError) {
                try JSONSyntax.check(Data(text.utf8))
            } catch {
                throw FormatError.malformed(
                    source: source, line: error.line,
                    detail: localized("json.at-column", ["column": error.column, "problem": error.problem.words]))
            }
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? localized("json.invalid")
            throw FormatError.malformed(source: source, line: line(of: detail, in: text), detail: detail)
        }
        guard let object = value as? [String: Any] else {
            throw FormatError.malformed(source: source, line: 1, detail: localized("json.top-level"))
        }
        return (object, text)
    }

    /// Foundation reports "around character N" (a UTF-8 offset); that becomes a line number.
    private static func line(of detail: String, in text: String) -> Int? {
        guard let range = detail.range(of: "character ") else { return nil }
        let digits = detail[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return nil }
        let bytes = text.utf8.prefix(offset)
        return bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}

extension JSONInput {
    /// A JSON number as a Double; nil for booleans, which Foundation also hands out as NSNumber
    /// (and `is Bool` is true for the integers 0 and 1 on Linux, so it cannot tell them apart).
    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        return number.doubleValue
    }
}
