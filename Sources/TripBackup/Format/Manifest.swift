import Foundation

/// `manifest.json`: what a backup holds and how to prove it arrived intact.
///
/// libarchive checks neither gzip CRCs nor zip completeness, so this is the integrity check: every
/// entry's size and SHA-256, and the counts. It is the archive's last entry because its hashes are
/// known only once every trip has been streamed out.
///
/// The manifest grows with the number of trips, so it is never held whole: `ManifestWriter` spools
/// its entry list to a temporary file and `ManifestParser` checks it line by line. To make that
/// possible it has one canonical layout (pretty-printed JSON, sorted keys, one entry per line, see
/// `ManifestText`); any other layout means the manifest was edited and is refused.
public struct Manifest: Sendable, Equatable {
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
    /// Counts of records by kind (`trips`, `stops`, `expenses`, `companions`, …).
    public var counts: [String: Int]
    /// How many entries it lists (every entry but itself).
    public var entryCount: Int

    /// Creates a manifest summary.
    public init(generator: String, counts: [String: Int], entryCount: Int) {
        format = Self.formatName
        version = Self.currentVersion
        self.generator = generator
        self.counts = counts
        self.entryCount = entryCount
    }
}
