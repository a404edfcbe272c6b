import Foundation

/// One regular file read from an archive, whole, with the SHA-256 computed while it was read.
public struct ArchiveEntry: Sendable {
    /// The entry's path inside the archive (already checked to be safe and unique).
    public let path: String
    /// The entry's bytes.
    public let data: Data
    /// Hex SHA-256 of `data`.
    public let sha256: String

    /// Creates an entry record (readers compute the hash; tests may supply one).
    public init(path: String, data: Data, sha256: String) {
        self.path = path
        self.data = data
        self.sha256 = sha256
    }
}

/// Checks an entry name against everything a stranger could use to escape or confuse a reader.
///
/// Nothing is ever extracted to disk, but a name that could not have been written by us is still
/// refused so that a hostile archive fails loudly instead of being half-read.
enum EntryNamePolicy {
    static let maxLength = 255

    /// - Returns: nil when the name is acceptable, else the reason it is not.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return localized("backup.name-empty") }
        if name.utf8.count > maxLength { return localized("backup.name-too-long", ["maximum": maxLength]) }
        if name.hasPrefix("/") { return localized("backup.name-absolute") }
        if name.contains("\\") { return localized("backup.name-backslash") }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            return localized("backup.name-control")
        }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component == ".." { return localized("backup.name-parent") }
            if component.isEmpty || component == "." { return localized("backup.name-empty-component") }
        }
        return nil
    }
}
