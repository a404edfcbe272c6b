import Foundation
import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

/// Packs mutated entries back into an archive with a manifest that matches them (sizes, SHA-256
/// and, unless the recipe says otherwise, counts), so a mutation reaches the JSON readers and the
/// restore instead of stopping at the integrity check.
enum BackupRepacker {
    /// Writes `entries` and a fresh manifest to `path`.
    /// - Parameters:
    ///   - keepCounts: keep the seed's counts instead of recounting (tests the count check).
    static func write(
        entries: [(path: String, data: Data)], seedCounts: [String: Int], generator: String,
        format: BackupFormat, keepCounts: Bool, to path: String
    ) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw BackupError.io(file: path, message: "cannot create") }
        defer { close(descriptor) }
        let writer = try ArchiveWriter(descriptor: descriptor, file: path, format: format)
        var written: [WrittenEntry] = []
        for entry in entries {
            written.append(try writer.add(path: entry.path, data: entry.data, modified: 0))
        }
        let counts = keepCounts ? seedCounts : recount(entries, seed: seedCounts)
        try writer.add(
            path: "manifest.json", data: manifestText(written, counts: counts, generator: generator), modified: 0)
        try writer.finish()
    }

    /// Counts as the writer would give them, for the documents that still have their shape.
    private static func recount(_ entries: [(path: String, data: Data)], seed: [String: Int]) -> [String: Int] {
        var counts = seed
        var trips = 0, stops = 0, expenses = 0, spots = 0
        for entry in entries {
            guard let document = FuzzJSON.parse(entry.data) else { continue }
            if entry.path.hasPrefix("trips/") {
                trips += 1
                if case .array(let items)? = document.value(at: [.key("stops")]) { stops += items.count }
                if case .array(let items)? = document.value(at: [.key("expenses")]) { expenses += items.count }
            } else if entry.path.hasPrefix("spots/"), case .array(let items) = document {
                spots += items.count
            } else if entry.path.hasSuffix(".json"), entry.path != "backup.json", case .array(let items) = document {
                counts[String(entry.path.dropLast(".json".count))] = items.count
            }
        }
        counts["trips"] = trips
        counts["stops"] = stops
        counts["expenses"] = expenses
        if spots > 0 || seed["spots"] != nil { counts["spots"] = spots }
        return counts.filter { $0.value != 0 || seed[$0.key] != nil }
    }

    /// The manifest in the one layout the reader accepts (see ManifestText in TripBackup).
    private static func manifestText(_ entries: [WrittenEntry], counts: [String: Int], generator: String) -> Data {
        let countLines = counts.keys.sorted().map { "    \"\($0)\" : \(counts[$0] ?? 0)" }
        let entryLines = entries.map {
            "    { \"bytes\" : \($0.bytes), \"path\" : \"\($0.path)\", \"sha256\" : \"\($0.sha256)\" }"
        }
        let text =
            "{\n  \"counts\" : {\n" + countLines.joined(separator: ",\n") + "\n  },\n  \"entries\" : [\n"
            + entryLines.joined(separator: ",\n") + "\n  ],\n  \"format\" : \"trip-backup\",\n"
            + "  \"generator\" : \"\(generator)\",\n  \"version\" : 1\n}\n"
        return Data(text.utf8)
    }
}
