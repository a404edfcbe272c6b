import Foundation
import TripModel

@testable import TripBackup

/// Rewrites a backup the way a stranger could: entries edited or added, and the manifest's sizes,
/// hashes and counts recomputed so that only the content itself is wrong.
enum BackupTamper {
    /// The backup's entries in order, without the manifest.
    static func entries(_ path: String) throws -> [(String, Data)] {
        let reader = try ArchiveReader(path: path, limits: .standard, passphrase: nil)
        return try reader.entries().filter { $0.path != Manifest.entryName }.map { ($0.path, $0.data) }
    }

    /// Writes `entries` (sorted by name, as trip writes them) with an honest manifest to `path` as tar.gz.
    static func write(_ entries: [(String, Data)], to path: String) throws {
        let output = try AtomicFile(path: path, overwrite: true)
        let writer = try ArchiveWriter(descriptor: output.descriptor, file: path, format: .tarGzip)
        let manifest = try ManifestWriter()
        var counts = ["trips": 0, "stops": 0, "expenses": 0, "spots": 0]
        let ordered = entries.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        for (name, data) in [ordered.first { $0.0 == "backup.json" }].compactMap({ $0 })
            + ordered.filter({ $0.0 != "backup.json" })
        {
            try manifest.append(try writer.add(path: name, data: data, modified: 0))
            let json = try? JSONSerialization.jsonObject(with: data)
            if name.hasPrefix("trips/"), let trip = json as? [String: Any] {
                counts["trips", default: 0] += 1
                counts["stops", default: 0] += (trip["stops"] as? [Any])?.count ?? 0
                counts["expenses", default: 0] += (trip["expenses"] as? [Any])?.count ?? 0
            } else if name.hasPrefix("spots/"), let spots = json as? [Any] {
                counts["spots", default: 0] += spots.count
            }
        }
        try manifest.write(to: writer, generator: "test", counts: counts, modified: 0)
        try writer.finish()
        try output.commit()
    }

    /// Copies the backup at `source` to `target`, changing each entry's text with `edit`.
    static func rewrite(_ source: String, to target: String, edit: (String, String) -> String) throws {
        let changed = try entries(source).map { name, data in
            (name, Data(edit(name, String(decoding: data, as: UTF8.self)).utf8))
        }
        try write(changed, to: target)
    }

    /// Replaces the value after the `occurrence`-th `prefix` (such as `\n  "name" : `) in `text` with
    /// `value` (JSON text).
    static func replacing(_ prefix: String, with value: String, in text: String, occurrence: Int = 1) -> String {
        var remaining = occurrence
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            remaining -= 1
            if remaining == 0 {
                // The value runs to the end of its line, less the comma that separates it from the next key.
                var end = rest.firstIndex(of: "\n") ?? rest.endIndex
                if end > rest.startIndex, rest[rest.index(before: end)] == "," { end = rest.index(before: end) }
                return result + value + rest[end...]
            }
        }
        return result + rest
    }
}
