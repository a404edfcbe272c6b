public import Foundation
public import TripModel

/// An earlier backup as the common ancestor of a merge: `trip backup restore NEW --merge --base OLD`.
///
/// When this database and NEW both grew from OLD (OLD was restored on the other machine, or made from
/// there and restored here), each trip in OLD is the base both sides edited, and the restore merges
/// field by field (``TripMerge``) instead of keeping only the newer trip.
public enum BackupBase {
    /// Reads and verifies the whole of `path` and returns its trips by id.
    /// - Throws: `BackupError` naming the file (and entry and field) when it is not a sound trip
    ///   backup; ``BackupError/invalidData(file:entry:field:reason:)`` for a 여행가자곰 backup, whose trips have
    ///   no ids to match.
    public static func trips(
        path: String, displayName: String? = nil, passphrase: String? = nil, limits: ArchiveLimits = .standard
    ) throws -> [UUID: Trip] {
        let archive = try ArchiveReader(path: path, displayName: displayName, limits: limits, passphrase: passphrase)
        let first = try archive.next()
        if first?.path == LegacyCodec.entryName {
            throw BackupError.invalidData(
                file: archive.file, entry: LegacyCodec.entryName, field: "(document)",
                reason: localized("backup.legacy-base"))
        }
        var stream = BackupStreamReader(archive: archive, first: first)
        var trips: [UUID: Trip] = [:]
        // Only trips are kept; the reader checks every entry against the manifest before returning.
        _ = try stream.read { item in
            if case .trip(let trip, _) = item { trips[trip.id] = trip }
        }
        return trips
    }
}
