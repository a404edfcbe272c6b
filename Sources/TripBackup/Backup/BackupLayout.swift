import Foundation

/// The entry names of backup format v1 and what each holds.
///
/// Data entries are written in byte order of their paths and `manifest.json` comes last, because its
/// hashes are only known once everything else has streamed out. Anything else is refused on read.
public enum BackupLayout {
    /// What an entry name means.
    public enum Kind: Equatable, Sendable {
        /// `backup.json`: format and version, first, so a reader refuses a future version before
        /// it reads anything else.
        case header
        /// `trips/<lower-case uuid>.json`: one trip document.
        case trip(UUID)
        /// A whole-database section such as `companions.json`.
        case section(String)
        /// `spots/NNNNNN.json`: the spot catalog's chunk with this number (from 1), at most
        /// `spotsPerChunk` spots in id order, so neither side ever holds the whole catalog.
        case spotChunk(Int)
        /// `manifest.json`.
        case manifest
    }

    /// The optional whole-database sections a backup may hold, in entry order. A section this build
    /// cannot store is read, verified and reported as skipped rather than refused, so a backup from a
    /// build with spots still restores its trips here.
    public static let sectionNames = ["bookmarks.json", "companions.json", "search-history.json"]

    /// Most spots in one `spots/NNNNNN.json` chunk: bounds what either side holds at once.
    public static let spotsPerChunk = 1_000

    /// Most spot chunks a backup may hold (10 million spots, ten times the largest catalog), so a
    /// hostile archive cannot claim an unbounded number of entries.
    public static let maxSpotChunks = 10_000

    /// The entry name of spot chunk `number` (from 1): six digits, so byte order is numeric order.
    public static func spotChunkPath(_ number: Int) -> String {
        let digits = String(number)
        return "spots/" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".json"
    }

    /// The first entry's name (it sorts first).
    public static let headerName = "backup.json"

    /// The entry name for a trip.
    public static func tripPath(_ id: UUID) -> String {
        "trips/\(id.lowercasedString).json"
    }

    /// Classifies an entry name; nil for names no backup holds.
    public static func kind(of path: String) -> Kind? {
        if path == Manifest.entryName { return .manifest }
        if path == headerName { return .header }
        if sectionNames.contains(path) { return .section(path) }
        if let number = spotChunkNumber(path) { return .spotChunk(number) }
        guard path.hasPrefix("trips/"), path.hasSuffix(".json") else { return nil }
        var path = path
        let id = path.withUTF8 { bytes -> UUID? in
            let middle = UnsafeBufferPointer(rebasing: bytes.dropFirst("trips/".count).dropLast(".json".count))
            // Only the exact lower-case form we write, so one trip cannot hide under two spellings.
            guard !middle.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }) else { return nil }
            return UUID(hexUTF8: middle)
        }
        return id.map { .trip($0) }
    }

    /// The number of a `spots/NNNNNN.json` name: exactly six ASCII digits, 1 through `maxSpotChunks`.
    private static func spotChunkNumber(_ path: String) -> Int? {
        guard path.hasPrefix("spots/"), path.hasSuffix(".json") else { return nil }
        let digits = path.utf8.dropFirst("spots/".count).dropLast(".json".count)
        guard digits.count == 6, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(String(decoding: digits, as: UTF8.self)), (1...maxSpotChunks).contains(number)
        else { return nil }
        return number
    }

    /// The default file name of a new backup, e.g. `trip-backup-20261130-221540.tar.zst`, in local time
    /// (the time on the user's clock is the one they look for in a folder listing).
    public static func defaultFileName(at date: Date, format: BackupFormat, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let number = value ?? 0
            return number < 10 ? "0\(number)" : "\(number)"
        }
        let day = "\(parts.year ?? 1970)\(two(parts.month))\(two(parts.day))"
        let time = "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
        return "trip-backup-\(day)-\(time).\(format.fileExtension)"
    }
}
