import Foundation
import TripModel
import TripStore

#if canImport(Glibc)
    import Glibc
#endif

/// Restores a trip backup or a 여행가자곰 backup into the live database, whole or not at all.
///
/// Everything happens inside one `BEGIN IMMEDIATE` transaction on the open database: an error,
/// a failed integrity check at the very end, or a killed process leaves the database exactly as it
/// was. Nothing is renamed over the database file (its WAL would replay over a renamed file).
public struct Restorer {
    /// The database to restore into.
    public let database: Database

    /// The common ancestor of a stored trip and a backup's version, when one is known (the trip as
    /// the last `trip sync` left it). With one, a merge combines both sides field by field
    /// (``TripMerge``) instead of keeping only the newer trip.
    public let base: ((UUID) throws -> Trip?)?

    /// Creates a restorer.
    public init(database: Database, base: ((UUID) throws -> Trip?)? = nil) {
        self.database = database
        self.base = base
    }

    /// Reads `path` (format recognised from its bytes) and merges or replaces.
    /// - Parameters:
    ///   - mode: merge (default) or replace.
    ///   - dryRun: compare only; runs in a read transaction and writes nothing.
    ///   - passphrase: for an encrypted zip.
    ///   - limits: bounds on what the archive may expand to.
    ///   - displayName: the name used in errors and notes; defaults to `path`.
    ///   - safety: where to keep a copy of the local data before this restore updates or removes
    ///     any of it; nil keeps none.
    ///   - progress: called after each trip with (bytes read, file size).
    /// - Returns: what was (or would be) added, updated, unchanged and removed.
    /// - Throws: `BackupError` naming file, entry and field; `StoreError` from the database.
    public func restore(
        path: String, mode: RestoreMode = .merge, dryRun: Bool = false, passphrase: String? = nil,
        limits: ArchiveLimits = .standard, displayName: String? = nil, safety: SafetyBackup? = nil,
        progress: ((Int64, Int64) -> Void)? = nil
    ) throws -> RestoreReport {
        let name = displayName ?? path
        let archive = try ArchiveReader(path: path, displayName: name, limits: limits, passphrase: passphrase)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? nil
        let first = try archive.next()
        let isLegacy = first?.path == LegacyCodec.entryName
        let legacy =
            try isLegacy ? legacyTrips(archive: archive, data: first?.data ?? Data(), path: path, name: name) : nil
        var safetyCopy: String?
        let body = { (transaction: Transaction) throws -> RestoreReport in
            let storedNoTrips = try TripBulkLoad.holdsNoTrips(transaction)
            // Into a database without trips the rows go in as a bulk load; the rollback that any error
            // brings undoes its schema steps too.
            let bulk = storedNoTrips && !dryRun ? try TripBulkLoad(transaction) : nil
            defer { bulk?.restoreCache() }
            var applier = RestoreApplier(
                transaction: transaction, mode: mode, apply: !dryRun, file: name, base: base,
                storedNoTrips: storedNoTrips,
                report: RestoreReport(
                    source: isLegacy ? .legacy : .tripBackup(version: Manifest.currentVersion), format: archive.format,
                    mode: mode, dryRun: dryRun))
            if let legacy {
                applier.report.notes += legacy.notes
                // No ids in the app's file: a trip restored before is recognised by its stops.
                var matcher = LegacyTripMatcher(trips: transaction.trips)
                for (trip, source) in zip(legacy.trips, legacy.sources) {
                    try applier.take(try matcher.resolve(trip, legacy: source, backupTime: legacy.backupTime))
                    RestoreKillHook.tripsTaken(applier.tripsTaken)
                }
            } else {
                let pipeline = RestorePipeline()
                pipeline.start(archive: archive, first: first)
                defer { pipeline.stop() }
                reading: while true {
                    switch pipeline.take() {
                    case let .items(items, bytesRead):
                        for item in items {
                            try applier.take(item)
                            RestoreKillHook.tripsTaken(applier.tripsTaken)
                        }
                        progress?(bytesRead, size ?? 0)
                    case .finished: break reading
                    case let .failed(error): throw error
                    }
                }
            }
            try applier.finish()
            try bulk?.finish()
            // Only now is the whole input read and verified. The copy is taken from the last
            // committed state while this transaction still holds the write lock, so it is exactly
            // what the commit below replaces: no other process's edit can fall between the two.
            if let safety, !dryRun, applier.report.changesLocalData {
                let copy = try safety.write(committedStateOf: database, at: transaction.now)
                safetyCopy = copy
                applier.report.safetyBackup = copy
            }
            return applier.report
        }
        if dryRun { return try database.read(body) }
        do {
            let report = try database.write(body)
            // Older copies go only once this one is committed, so a failed attempt removes none.
            if safetyCopy != nil { safety?.prune() }
            return report
        } catch {
            // A copy of an attempt that did not commit would push a useful copy out later.
            if let safetyCopy { unlink(safetyCopy) }
            throw error
        }
    }

    /// Decodes a legacy backup whole (the app's format is one JSON array) and converts it.
    private func legacyTrips(
        archive: ArchiveReader, data: Data, path: String, name: String
    ) throws -> LegacyConversion.Result {
        if let extra = try archive.next() {
            throw BackupError.unexpectedEntry(file: name, entry: extra.path)
        }
        let backup = try LegacyCodec.decode(data, file: name)
        return LegacyConversion.trips(from: backup, backupTime: legacyTime(path: path))
    }

    /// The app's file name carries the backup time; a bare JSON file falls back to its mtime, which
    /// is stable as long as the file is, so importing it twice still changes nothing.
    private func legacyTime(path: String) -> Timestamp {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if let time = LegacyBackupTime.fromFileName(name) { return time }
        var info = stat()
        guard stat(path, &info) == 0 else { return Timestamp(millisecondsSinceEpoch: 0) }
        return Timestamp(millisecondsSinceEpoch: Int64(info.st_mtim.tv_sec) * 1000)
    }
}
