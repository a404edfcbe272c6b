import Foundation

/// `manifest.json`: what a backup holds and how to prove it arrived intact.
///
/// libarchive checks neither gzip CRCs nor zip completeness, so this is the integrity check: every
/// entry's size and SHA-256, and the counts. It is the archive's last entry because its hashes are
/// known only once every trip has been streamed out.
public struct Manifest: Codable, Sendable, Equatable {
    /// The value of `format` in every trip backup.
    public static let formatName = "trip-backup"
    /// The version this program writes and the newest it reads.
    public static let currentVersion = 1
    /// The entry's name.
    public static let entryName = "manifest.json"

    /// Always `formatName`.
    public var format: String
    /// The layout version.
    public var version: Int
    /// The program that wrote it, e.g. `trip 0.1.0`.
    public var generator: String
    /// Counts of records by kind (`trips`, `stops`, `companions`, `expenses`, `spots`, …).
    public var counts: [String: Int]
    /// Every other entry, sorted by path.
    public var entries: [WrittenEntry]

    /// Creates a manifest for the current version.
    public init(generator: String, counts: [String: Int], entries: [WrittenEntry]) {
        format = Self.formatName
        version = Self.currentVersion
        self.generator = generator
        self.counts = counts
        self.entries = entries
    }

    /// Decodes a manifest, refusing other formats and future versions before looking at the rest
    /// (a future version may lay the rest out differently).
    /// - Parameters:
    ///   - data: the bytes of `manifest.json`.
    ///   - file: the archive's name, for errors.
    /// - Throws: `BackupError.unsupportedVersion` or `.invalidData`.
    public static func decode(_ data: Data, file: String) throws -> Manifest {
        try BackupHeader.check(data, file: file, entry: entryName)
        return try JSONDocument.decode(Manifest.self, from: data, file: file, entry: entryName)
    }

    /// The manifest's bytes: pretty-printed with sorted keys, so it reads well and is reproducible.
    public func encoded() throws -> Data {
        try JSONDocument.encode(self)
    }
}
