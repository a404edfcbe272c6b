import Foundation

/// Records each entry's size and hash as it streams past, then proves, line by line as the manifest
/// streams past, that the manifest lists exactly those entries in that order.
///
/// Any changed byte changes a hash; any cut removes entries or the manifest itself; any added,
/// dropped or reordered entry breaks the lockstep. Memory is 57 bytes per entry (a trip entry's
/// name is kept as its 16-byte UUID), so even a million trips stay far below the memory budget.
public struct EntryLedger: Sendable {
    private static let recordSize = 57
    private var records: [UInt8] = []
    private var otherNames: [Int: String] = [:]
    private var cursor = 0

    /// An empty ledger.
    public init() {}

    /// Number of entries recorded.
    public var count: Int { records.count / Self.recordSize }

    /// Records one entry as read.
    public mutating func record(_ entry: ArchiveEntry) {
        record(path: entry.path, bytes: Int64(entry.data.count), sha256: entry.sha256)
    }

    /// Records one entry as read, whose name the reader classified already as `kind`.
    mutating func record(_ entry: ArchiveEntry, kind: BackupLayout.Kind) {
        record(path: entry.path, kind: kind, bytes: Int64(entry.data.count), sha256: entry.sha256)
    }

    /// Records one entry by its facts.
    public mutating func record(path: String, bytes: Int64, sha256: String) {
        record(path: path, kind: BackupLayout.kind(of: path), bytes: bytes, sha256: sha256)
    }

    private mutating func record(path: String, kind: BackupLayout.Kind?, bytes: Int64, sha256: String) {
        if case let .trip(id) = kind {
            records.append(0)
            withUnsafeBytes(of: id.uuid) { records.append(contentsOf: $0) }
        } else {
            otherNames[count] = path
            records.append(1)
            records.append(contentsOf: [UInt8](repeating: 0, count: 16))
        }
        withUnsafeBytes(of: bytes.littleEndian) { records.append(contentsOf: $0) }
        appendDigest(sha256)
    }

    /// Checks the next entry the manifest lists against the next one recorded.
    /// - Throws: `BackupError.integrity` naming the entry that disagrees.
    public mutating func check(listed: WrittenEntry, file: String) throws {
        guard cursor < count else {
            throw BackupError.integrity(file: file, entry: listed.path, reason: localized("backup.entry-missing"))
        }
        let actual = entry(at: cursor, withHash: false)
        cursor += 1
        guard actual.path == listed.path else {
            throw BackupError.integrity(
                file: file, entry: listed.path,
                reason: localized("backup.entry-other", ["actual": actual.path]))
        }
        guard actual.bytes == listed.bytes else {
            throw BackupError.integrity(
                file: file, entry: listed.path,
                reason: localized("backup.entry-size", ["actual": actual.bytes, "listed": listed.bytes]))
        }
        guard digest(at: cursor - 1, equals: listed.sha256) else {
            throw BackupError.integrity(file: file, entry: listed.path, reason: localized("backup.entry-hash"))
        }
    }

    /// Checks the next entry the manifest lists, as the parser hands it over: a line in trip's own
    /// layout by its bytes against the record, any disagreement (and any other line) by
    /// the String comparison of the `WrittenEntry` overload, whose errors stay the reference.
    mutating func check(listed: ListedEntry, file: String) throws {
        if case let .plain(path, bytes, sha256) = listed, cursor < count,
            recorded(at: cursor, is: path, bytes: bytes, sha256: sha256)
        {
            cursor += 1
            return
        }
        try check(listed: listed.entry, file: file)
    }

    /// Whether the record at `index` is the entry `path` (ASCII), `bytes` and `sha256` (hex) spell.
    ///
    /// Equal bytes make equal Strings, so this never accepts what the String comparison refuses; when
    /// it finds a difference, the caller asks that comparison.
    private func recorded(at index: Int, is path: UnsafeRawBufferPointer, bytes: Int64, sha256: UnsafeRawBufferPointer)
        -> Bool
    {
        guard size(at: index) == bytes, digest(at: index, equals: sha256) else { return false }
        let start = index * Self.recordSize
        guard records[start] == 0 else { return otherNames[index].map { $0.utf8.elementsEqual(path) } ?? false }
        return records.withUnsafeBytes { record in
            Self.spellsTripPath(path, id: UnsafeRawBufferPointer(rebasing: record[start + 1..<start + 17]))
        }
    }

    /// Whether `path` is `BackupLayout.tripPath` of the 16 bytes `id`: `trips/`, the id in lower-case
    /// hex with its four dashes, `.json`.
    private static func spellsTripPath(_ path: UnsafeRawBufferPointer, id: UnsafeRawBufferPointer) -> Bool {
        let prefix = "trips/".utf8
        let suffix = ".json".utf8
        guard path.count == prefix.count + 36 + suffix.count,
            path.prefix(prefix.count).elementsEqual(prefix), path.suffix(suffix.count).elementsEqual(suffix)
        else { return false }
        var at = prefix.count
        for (index, byte) in id.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 {
                guard path[at] == UInt8(ascii: "-") else { return false }
                at += 1
            }
            guard spells(byte, path, at: at) else { return false }
            at += 2
        }
        return true
    }

    /// Checks that the manifest listed every recorded entry.
    public func finish(file: String) throws {
        guard cursor == count else {
            throw BackupError.integrity(
                file: file, entry: entry(at: cursor).path, reason: localized("backup.entry-unlisted"))
        }
    }

    /// The entry recorded at `index`; its hash spelled out only when asked for (every entry is
    /// compared against the manifest by its bytes, so only a message needs the spelling).
    private func entry(at index: Int, withHash: Bool = true) -> WrittenEntry {
        let start = index * Self.recordSize
        let path: String
        if records[start] == 0 {
            let id = records[start + 1..<start + 17].withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }
            path = BackupLayout.tripPath(UUID(uuid: id))
        } else {
            path = otherNames[index] ?? "?"
        }
        let bytes = size(at: index)
        let sha = withHash ? SHA256.hexString(records[start + 25..<start + 57]) : ""
        return WrittenEntry(path: path, bytes: bytes, sha256: sha)
    }

    /// Appends the 32 bytes `hex` spells (all zero when it is not 64 characters: we wrote it).
    private mutating func appendDigest(_ hex: String) {
        var hex = hex
        let appended = hex.withUTF8 { digits -> Bool in
            guard digits.count == 64 else { return false }
            for index in 0..<32 { records.append(Self.byte(digits[index * 2], digits[index * 2 + 1])) }
            return true
        }
        if !appended { records.append(contentsOf: repeatElement(0, count: 32)) }
    }

    /// Whether the hash recorded at `index` is the one `hex` spells in lower case, as a manifest
    /// must (`SHA256.hexString` writes lower case, and the manifest's hashes were compared as text).
    private func digest(at index: Int, equals hex: String) -> Bool {
        var hex = hex
        return hex.withUTF8 { digest(at: index, equals: UnsafeRawBufferPointer($0)) }
    }

    private func digest(at index: Int, equals digits: UnsafeRawBufferPointer) -> Bool {
        guard digits.count == 64 else { return false }
        let start = index * Self.recordSize + 25
        // Spelling the recorded bytes and comparing the digits: lower-case hex spells each byte one way.
        return records.withUnsafeBufferPointer { record in
            (0..<32).allSatisfy { Self.spells(record[start + $0], digits, at: $0 * 2) }
        }
    }

    /// Whether `text[at]` and `text[at + 1]` are `byte` in lower-case hex.
    private static func spells(_ byte: UInt8, _ text: UnsafeRawBufferPointer, at: Int) -> Bool {
        let digits: StaticString = "0123456789abcdef"
        return text[at] == digits.utf8Start[Int(byte >> 4)] && text[at + 1] == digits.utf8Start[Int(byte & 0x0F)]
    }

    /// The size recorded at `index`.
    private func size(at index: Int) -> Int64 {
        let start = index * Self.recordSize
        return records[start + 17..<start + 25].withUnsafeBytes {
            Int64(littleEndian: $0.loadUnaligned(as: Int64.self))
        }
    }

    private static func byte(_ high: UInt8, _ low: UInt8) -> UInt8 {
        func value(_ digit: UInt8) -> UInt8 {
            digit >= 0x61 ? digit - 0x61 + 10 : (digit >= 0x41 ? digit - 0x41 + 10 : digit &- 0x30)
        }
        return value(high) << 4 | (value(low) & 0x0f)
    }
}
