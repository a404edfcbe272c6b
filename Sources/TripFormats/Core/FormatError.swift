/// Errors from reading or writing an interchange file. Each description is one sentence that names
/// the file, and the line and field when they are known, so the user can find and fix the fault.
public enum FormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is larger than ``ImportLimits/maximumBytes``.
    case tooLarge(source: String, bytes: Int, limit: Int)
    /// The file holds more points than ``ImportLimits/maximumPoints``.
    case tooManyPoints(source: String, limit: Int)
    /// The bytes are not UTF-8 (or UTF-16 with a byte-order mark) text.
    case notText(source: String)
    /// The file breaks the syntax of its format (XML, JSON or CSV).
    case malformed(source: String, line: Int?, detail: String)
    /// A value is present but unusable: a latitude out of range, a day that is not a number…
    case invalidField(source: String, line: Int?, field: String, detail: String)
    /// The XML declares entities; refused because entity expansion enables billion-laughs and XXE attacks.
    case entityDeclaration(source: String, line: Int)
    /// The file is well formed but holds no point to make a stop from.
    case noPoints(source: String, detail: String)
    /// The content matches none of the formats we read.
    case unknownFormat(source: String)
    /// The trip cannot be written in the requested format.
    case cannotExport(format: String, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let source, let bytes, let limit):
            "\(source) is \(bytes) bytes, over the \(limit)-byte import limit; split it into smaller files"
        case .tooManyPoints(let source, let limit):
            "\(source) holds more than \(limit) points; a trip holds at most \(limit) stops, so split the file"
        case .notText(let source):
            "\(source) is not UTF-8 text; save it as UTF-8 and try again"
        case .malformed(let source, let line, let detail):
            "\(Self.place(source, line)) is not valid: \(detail)"
        case .invalidField(let source, let line, let field, let detail):
            "\(Self.place(source, line)), field '\(field)': \(detail)"
        case .entityDeclaration(let source, let line):
            "\(Self.place(source, line)) declares an XML entity, which is refused for safety; remove the DOCTYPE"
        case .noPoints(let source, let detail):
            "\(source) holds no points to import: \(detail)"
        case .unknownFormat(let source):
            "cannot tell the format of \(source); name it with --format gpx|geojson|kml|csv"
        case .cannotExport(let format, let reason):
            "cannot export as \(format): \(reason)"
        }
    }

    private static func place(_ source: String, _ line: Int?) -> String {
        guard let line else { return source }
        return "\(source) line \(line)"
    }
}
