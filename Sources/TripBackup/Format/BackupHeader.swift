import Foundation

/// `backup.json`, the first entry: which format and version follow, and who wrote them.
///
/// The manifest repeats format and version, but it comes last; this entry lets a reader refuse a
/// future version before it misreads the entries in between.
public struct BackupHeader: Codable, Sendable, Equatable {
    /// Always `Manifest.formatName`.
    public var format: String
    /// The layout version.
    public var version: Int
    /// The program that wrote the backup.
    public var generator: String

    /// A header for the current version.
    public init(generator: String) {
        format = Manifest.formatName
        version = Manifest.currentVersion
        self.generator = generator
    }

    /// Checks the `format` and `version` keys of a header or manifest, before anything else in it.
    /// - Throws: `BackupError.unsupportedVersion` naming the version, or `.invalidData`.
    static func check(_ data: Data, file: String, entry: String) throws {
        struct Keys: Decodable {
            var format: String
            var version: Int
        }
        let keys = try JSONDocument.decode(Keys.self, from: data, file: file, entry: entry)
        guard keys.format == Manifest.formatName else {
            throw BackupError.invalidData(
                file: file, entry: entry, field: "format",
                reason: localized("backup.format-found", ["expected": Manifest.formatName, "found": keys.format]))
        }
        guard (1...Manifest.currentVersion).contains(keys.version) else {
            throw BackupError.unsupportedVersion(file: file, version: keys.version, supported: Manifest.currentVersion)
        }
    }
}
