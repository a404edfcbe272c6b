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

/// An entry's bytes read whole but not yet hashed (see `ArchiveReader.readUnhashed`).
struct UnhashedEntry: Sendable {
    let path: String
    let data: Data

    /// The entry with its SHA-256.
    func hashed() -> ArchiveEntry {
        var hash = SHA256()
        data.withUnsafeBytes { hash.update($0) }
        return ArchiveEntry(path: path, data: data, sha256: hash.finalizeHex())
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
        var name = name
        return name.withUTF8(problem(with:))
    }

    /// The same over the name's UTF-8 bytes, without splitting it into an array of components (every
    /// entry of a backup comes through here: the split was 2 % of a verify).
    private static func problem(with name: UnsafeBufferPointer<UInt8>) -> String? {
        if name.isEmpty { return localized("backup.name-empty") }
        if name.count > maxLength { return localized("backup.name-too-long", ["maximum": maxLength]) }
        if name[0] == UInt8(ascii: "/") { return localized("backup.name-absolute") }
        // The ASCII controls and DEL are single bytes in UTF-8, and no byte of a longer sequence is below 0x80.
        var control = false
        for byte in name {
            if byte == UInt8(ascii: "\\") { return localized("backup.name-backslash") }
            if byte < 0x20 || byte == 0x7f { control = true }
        }
        if control { return localized("backup.name-control") }
        var start = 0
        for end in 0...name.count where end == name.count || name[end] == UInt8(ascii: "/") {
            let length = end - start
            if length == 2, name[start] == UInt8(ascii: "."), name[start + 1] == UInt8(ascii: ".") {
                return localized("backup.name-parent")
            }
            if length == 0 || (length == 1 && name[start] == UInt8(ascii: ".")) {
                return localized("backup.name-empty-component")
            }
            start = end + 1
        }
        return nil
    }

    /// Why an entry that is not a regular file is refused (`type` is a POSIX S_IF* value).
    static func refusal(ofType type: UInt32) -> String {
        switch type {
        case S_IFDIR: return localized("backup.entry-directory")
        case S_IFLNK: return localized("backup.entry-link")
        case S_IFCHR, S_IFBLK: return localized("backup.entry-device")
        case S_IFIFO: return localized("backup.entry-fifo")
        case S_IFSOCK: return localized("backup.entry-socket")
        default: return localized("backup.entry-not-regular")
        }
    }

    /// A name as libarchive stored it, when every byte is ASCII (then it is the same in UTF-8); nil otherwise.
    static func asciiName(_ text: UnsafePointer<CChar>) -> String? {
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
