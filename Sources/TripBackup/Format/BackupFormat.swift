/// The container formats a backup can be written in or read from.
public enum BackupFormat: String, Sendable, CaseIterable {
    case tarGzip = "tar.gz"
    case tarZstd = "tar.zst"
    case tarXz = "tar.xz"
    case zip
    /// An uncompressed tar: never written, but read so a user may repack a backup with plain `tar`.
    case tar
    /// A bare JSON document (the 여행가자곰 `encodedData.json`); not an archive at all.
    case json

    /// The formats `trip backup create --format` accepts (besides the legacy one).
    public static let writable: [BackupFormat] = [.tarGzip, .tarZstd, .tarXz, .zip]

    /// The file name extension, without a leading dot.
    public var fileExtension: String { rawValue }

    /// Recognises a format from the first bytes of a file, never from its name.
    ///
    /// Tar is recognised by the `ustar` magic at offset 257, so at least 263 bytes should be passed
    /// when available. JSON is recognised by its first non-blank byte being `[` or `{`.
    /// - Parameter prefix: the leading bytes of the file (up to 512 are enough).
    /// - Returns: the format, or nil when the bytes match none.
    public static func detect(prefix: [UInt8]) -> BackupFormat? {
        if prefix.starts(with: [0x1f, 0x8b]) { return .tarGzip }
        if prefix.starts(with: [0x28, 0xb5, 0x2f, 0xfd]) { return .tarZstd }
        if prefix.starts(with: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) { return .tarXz }
        // Local file header, or the end record of an empty zip.
        if prefix.starts(with: [0x50, 0x4b, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4b, 0x05, 0x06]) {
            return .zip
        }
        if prefix.count >= 262, Array(prefix[257..<262]) == Array("ustar".utf8) { return .tar }
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0a, 0x0d]
        var body = prefix[...]
        if body.starts(with: [0xef, 0xbb, 0xbf]) { body = body.dropFirst(3) }  // UTF-8 byte-order mark
        if let first = body.first(where: { !blanks.contains($0) }),
            first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
        {
            return .json
        }
        return nil
    }
}
