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
    /// libxml2, which GPX and KML files are read with, cannot be opened.
    case libraryUnavailable(library: String, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let source, let bytes, let limit):
            localized("format.too-large", ["source": source, "bytes": bytes, "limit": limit])
        case .tooManyPoints(let source, let limit):
            localized("format.too-many-points", ["source": source, "limit": limit])
        case .notText(let source):
            localized("format.not-text", ["source": source])
        case .malformed(let source, let line, let detail):
            localized("format.malformed", ["place": Self.place(source, line), "detail": detail])
        case .invalidField(let source, let line, let field, let detail):
            localized("format.invalid-field", ["place": Self.place(source, line), "field": field, "detail": detail])
        case .entityDeclaration(let source, let line):
            localized("format.entity", ["place": Self.place(source, line)])
        case .noPoints(let source, let detail):
            localized("format.no-points", ["source": source, "detail": detail])
        case .unknownFormat(let source):
            localized("format.unknown", ["source": source])
        case .cannotExport(let format, let reason):
            localized("format.cannot-export", ["format": format, "reason": reason])
        case .libraryUnavailable(let library, let reason):
            localized("format.library-unavailable", ["library": library, "reason": reason])
        }
    }

    private static func place(_ source: String, _ line: Int?) -> String {
        guard let line else { return source }
        return localized("format.place-line", ["source": source, "line": line])
    }
}
