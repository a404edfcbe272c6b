import Foundation

/// Records each entry's size and hash as it streams past, then proves the set matches the manifest.
///
/// Any changed byte changes a hash; any cut removes an entry or the manifest itself; any added entry
/// is not listed. Memory is one small record per entry.
public struct EntryLedger: Sendable {
    private var observed: [String: WrittenEntry] = [:]

    /// An empty ledger.
    public init() {}

    /// Number of entries recorded.
    public var count: Int { observed.count }

    /// Records one entry as read.
    public mutating func record(_ entry: ArchiveEntry) {
        observed[entry.path] = WrittenEntry(path: entry.path, bytes: Int64(entry.data.count), sha256: entry.sha256)
    }

    /// Checks the recorded entries against the manifest.
    /// - Throws: `BackupError.integrity` naming the first entry that disagrees.
    public func verify(against manifest: Manifest, file: String) throws {
        var listed = Set<String>()
        for expected in manifest.entries {
            guard listed.insert(expected.path).inserted else {
                throw BackupError.integrity(file: file, entry: expected.path, reason: "listed twice in the manifest")
            }
            guard let actual = observed[expected.path] else {
                throw BackupError.integrity(file: file, entry: expected.path, reason: "listed in the manifest but missing")
            }
            guard actual.bytes == expected.bytes else {
                throw BackupError.integrity(
                    file: file, entry: expected.path,
                    reason: "\(actual.bytes) bytes where the manifest says \(expected.bytes)")
            }
            guard actual.sha256 == expected.sha256 else {
                throw BackupError.integrity(file: file, entry: expected.path, reason: "SHA-256 differs from the manifest")
            }
        }
        if let extra = observed.keys.sorted().first(where: { !listed.contains($0) }) {
            throw BackupError.integrity(file: file, entry: extra, reason: "not listed in the manifest")
        }
    }
}
