import Foundation
import TripModel
import TripStore

/// What `BackupCreator` wrote.
public struct BackupSummary: Sendable, Equatable {
    /// The backup's path.
    public var path: String
    /// Its container format.
    public var format: BackupFormat
    /// Record counts, as in the manifest.
    public var counts: [String: Int]
    /// Entries written, the manifest included.
    public var entries: Int
}

/// Writes a v1 backup of a database, streaming one trip at a time inside one read transaction.
///
/// This thread reads and encodes; an `ArchiveWriterThread` hashes and compresses on a second core.
/// Memory is bounded by the largest trip or spot chunk (1,000 spots): the catalog streams out of the
/// store in id order, and the manifest's entry list is spooled to a temporary file. The output is
/// reproducible: entries in path order with the manifest last, and every timestamp taken from the
/// data (each trip's `updatedAt`; the newest for sections and the manifest), never from the clock.
public struct BackupCreator {
    /// The database to back up.
    public let database: Database
    /// Recorded in the manifest, e.g. `trip 0.1.0`.
    public let generator: String

    /// Creates a creator.
    public init(database: Database, generator: String) {
        self.database = database
        self.generator = generator
    }

    /// Writes the backup under a temporary name and moves it to `path` when whole.
    /// - Parameters:
    ///   - path: the backup file to create.
    ///   - format: one of `BackupFormat.writable`.
    ///   - passphrase: encrypts (zip only) when given.
    ///   - overwrite: replace an existing file (`--force`).
    ///   - progress: called after each trip with (done, total).
    /// - Throws: `BackupError` for file problems, `StoreError` for database ones.
    public func create(
        at path: String, format: BackupFormat, passphrase: String? = nil, overwrite: Bool = false,
        progress: ((Int, Int) -> Void)? = nil
    ) throws -> BackupSummary {
        let output = try AtomicFile(path: path, overwrite: overwrite)
        let summary = try write(
            to: output.descriptor, name: path, format: format, passphrase: passphrase, progress: progress)
        try output.commit()
        return summary
    }

    /// Streams the backup into an open descriptor, such as standard output piped into `ssh` or
    /// `restic backup --stdin`. There is no temporary name: a failed write is reported, and the
    /// reader on the other side is left with a cut archive that its manifest check refuses.
    /// - Parameters:
    ///   - descriptor: where the archive goes; not closed.
    ///   - name: the name used in errors and the summary, e.g. `standard output`.
    /// - Throws: `BackupError.writeFailed` naming `name` when the output fails; as `create(at:)` otherwise.
    public func create(
        writingTo descriptor: Int32, name: String, format: BackupFormat, passphrase: String? = nil,
        progress: ((Int, Int) -> Void)? = nil
    ) throws -> BackupSummary {
        try write(to: descriptor, name: name, format: format, passphrase: passphrase, progress: progress)
    }

    private func write(
        to descriptor: Int32, name path: String, format: BackupFormat, passphrase: String?,
        progress: ((Int, Int) -> Void)?
    ) throws -> BackupSummary {
        let archive = ArchiveWriterThread(
            writer: try ArchiveWriter(descriptor: descriptor, file: path, format: format, passphrase: passphrase),
            manifest: try ManifestWriter(), generator: generator)
        // On any error the archive thread must let go of the descriptor before `output` discards the file.
        defer { archive.stop() }
        var counts = ["trips": 0, "stops": 0, "expenses": 0]
        let newest = try database.read { transaction in
            let census = try transaction.trips.census()
            let newest = Self.seconds(census.newest)
            let header = try TripJSON.document(BackupHeader(generator: generator))
            try archive.add(path: BackupLayout.headerName, data: header, modified: newest)
            for section in BackupSections.registered.sorted(by: { $0.entryName < $1.entryName }) {
                guard let (data, count) = try section.export(transaction) else { continue }
                try archive.add(path: section.entryName, data: data, modified: newest)
                counts[String(section.entryName.dropLast(".json".count))] = count
            }
            // `spots/…` sorts after every section name and before `trips/`.
            let spots = try SpotsSection.export(transaction) { path, data in
                try archive.add(path: path, data: data, modified: newest)
            }
            if spots > 0 { counts[SpotsSection.name] = spots }
            // Each trip is read here (every table walked once, in id order), then encoded, written and
            // dropped by the archive thread (a bounded queue between them): memory stays flat.
            var done = 0
            try transaction.trips.forEachTrip { trip in
                try archive.add(
                    path: BackupLayout.tripPath(trip.id), trip: trip, modified: Self.seconds(trip.updatedAt))
                counts["trips", default: 0] += 1
                counts["stops", default: 0] += trip.stops.count
                counts["expenses", default: 0] += trip.expenses.count
                done += 1
                progress?(done, census.count)
            }
            return newest
        }
        let entries = try archive.finish(counts: counts, modified: newest)
        return BackupSummary(path: path, format: format, counts: counts, entries: entries)
    }

    static func seconds(_ timestamp: Timestamp?) -> Int64 {
        guard let timestamp else { return 0 }
        return timestamp.millisecondsSinceEpoch / 1000
    }
}
