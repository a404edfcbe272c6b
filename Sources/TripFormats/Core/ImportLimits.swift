import Foundation
import TripModel

/// Bounds on untrusted input, checked before and while parsing.
public enum ImportLimits {
    /// The largest file we read: generous for any real itinerary or GPS log, small enough to hold in memory.
    public static let maximumBytes = InputLimits.documentBytes
    /// The most points one file may yield; matches the most stops a trip may hold.
    public static let maximumPoints = 10_000
    /// The most track points read from one GPX file: far more than a week of one-second GPS fixes, and
    /// 32 MB of coordinates at most.
    public static let maximumTrackPoints = 2_000_000
    /// The deepest XML element nesting accepted; real GPX and KML files nest fewer than 20 levels.
    public static let maximumDepth = 256
    /// The most XML elements kept in memory: 10,000 richly described waypoints need about 200,000.
    public static let maximumElements = 500_000
    /// The longest name or address kept from a file, in characters.
    public static let maximumTextLength = 2_000

    /// Checks the size of `data` and returns it as text without a byte-order mark.
    /// - Throws: ``FormatError/tooLarge`` or ``FormatError/notText``.
    static func text(_ data: Data, source: String) throws -> String {
        try checkSize(data, source: source)
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try utf8(bytes.dropFirst(3), source: source)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // Some Windows tools save UTF-16; Foundation decodes it by its byte-order mark.
            guard var text = String(data: data, encoding: .utf16) else { throw FormatError.notText(source: source) }
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            return text
        }
        return try utf8(bytes[...], source: source)
    }

    static func checkSize(_ data: Data, source: String) throws {
        guard data.count <= maximumBytes else {
            throw FormatError.tooLarge(source: source, bytes: data.count, limit: maximumBytes)
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, source: String) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FormatError.notText(source: source) }
        return text
    }

    /// Trims white space and cuts overlong text, so one hostile field cannot bloat the database.
    static func clean(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.count > maximumTextLength ? String(trimmed.prefix(maximumTextLength)) : trimmed
    }
}
