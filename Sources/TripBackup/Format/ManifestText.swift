import TripModel

/// The canonical text of `manifest.json`, one fact per line:
///
///     {
///       "counts" : {
///         "stops" : 12,
///         "trips" : 3
///       },
///       "entries" : [
///         { "bytes" : 78, "path" : "backup.json", "sha256" : "9f86…" },
///         { "bytes" : 1135, "path" : "trips/….json", "sha256" : "2c26…" }
///       ],
///       "format" : "trip-backup",
///       "generator" : "trip 0.1.0",
///       "version" : 1
///     }
enum ManifestText {
    static let countsOpen = "  \"counts\" : {"
    static let countsClose = "  },"
    static let entriesOpen = "  \"entries\" : ["
    static let entriesClose = "  ],"
    static let entryPrefix = "    { \"bytes\" : "
    static let pathInfix = ", \"path\" : \""
    static let shaInfix = "\", \"sha256\" : \""
    static let entrySuffix = "\" }"

    /// Everything before the entry list.
    static func head(counts: [String: Int]) -> String {
        let lines = counts.keys.sorted().map { "    \(TripJSON.quoted($0)) : \(counts[$0] ?? 0)" }
        return "{\n\(countsOpen)\n" + lines.joined(separator: ",\n") + "\n\(countsClose)\n\(entriesOpen)\n"
    }

    /// Everything after the entry list.
    static func tail(generator: String) -> String {
        "\n\(entriesClose)\n  \"format\" : \(TripJSON.quoted(Manifest.formatName)),\n  \"generator\" : \(TripJSON.quoted(generator)),\n"
            + "  \"version\" : \(Manifest.currentVersion)\n}\n"
    }

    /// One entry's line, without the separating comma.
    static func line(_ entry: WrittenEntry) -> String {
        entryPrefix + String(entry.bytes) + pathInfix + entry.path + shaInfix + entry.sha256 + entrySuffix
    }
}
