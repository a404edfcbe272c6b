import Foundation
import TripModel

/// What `trip backup verify` found.
public struct VerifyReport: Sendable {
    /// What kind of file it is.
    public var source: RestoreReport.Source
    /// The container format, from the bytes.
    public var format: BackupFormat
    /// Who wrote it (trip backups only).
    public var generator: String?
    /// Record counts: trips, stops, expenses and sections.
    public var counts: [String: Int]
    /// Entries read, the manifest included.
    public var entries: Int
    /// What a restore would change on the way in (people brought back as companions), as restore
    /// words it.
    public var notes: [String] = []
}

/// Reads a backup completely without touching any database, checking every entry's hash and the
/// counts against the manifest, and every trip against the model's invariants.
public enum BackupVerifier {
    /// Verifies `path`.
    /// - Throws: the first `BackupError` found; a clean return means the backup restores.
    /// - Parameter displayName: the name used in errors; defaults to `path`.
    public static func verify(
        path: String, displayName: String? = nil, passphrase: String? = nil, limits: ArchiveLimits = .standard
    ) throws -> VerifyReport {
        try verify(try ArchiveReader(path: path, displayName: displayName, limits: limits, passphrase: passphrase))
    }

    /// Verifies a backup held in memory (the fuzzer's entry point into the restore reader).
    public static func verify(
        bytes: [UInt8], name: String, passphrase: String? = nil, limits: ArchiveLimits = .standard
    ) throws -> VerifyReport {
        try verify(try ArchiveReader(bytes: bytes, name: name, limits: limits, passphrase: passphrase))
    }

    private static func verify(_ archive: ArchiveReader) throws -> VerifyReport {
        let path = archive.file
        let first = try archive.next()
        if first?.path == LegacyCodec.entryName {
            if let extra = try archive.next() { throw BackupError.unexpectedEntry(file: path, entry: extra.path) }
            let backup = try LegacyCodec.decode(first?.data ?? Data(), file: path)
            // The same conversion and rules a restore applies; the backup time only names unnamed trips.
            let converted = LegacyConversion.trips(from: backup, backupTime: Timestamp(millisecondsSinceEpoch: 0))
            for trip in converted.trips {
                if let violation = TripRules.violation(in: trip) {
                    throw BackupError.invalidData(
                        file: path, entry: LegacyCodec.entryName, field: violation.path, reason: violation.message)
                }
            }
            let counts = [
                "trips": backup.trips.count, "stops": backup.trips.reduce(0) { $0 + $1.stops.count },
            ]
            return VerifyReport(source: .legacy, format: archive.format, generator: nil, counts: counts, entries: 1)
        }
        var stream = BackupStreamReader(archive: archive, first: first, readAhead: true)
        var notes: [String] = []
        let manifest = try stream.read { item in
            if case let .trip(_, tripNotes) = item { notes += tripNotes }
        }
        return VerifyReport(
            source: .tripBackup(version: manifest.version), format: archive.format, generator: manifest.generator,
            counts: manifest.counts, entries: manifest.entryCount + 1, notes: notes)
    }
}
