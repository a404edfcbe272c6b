import Foundation
public import TripModel

/// Writing many spots at once: an import of a whole catalog.
///
/// Row by row, every upsert also updates two FTS5 indexes and the R*Tree through triggers, which cost
/// more than the row itself. When the batch is large next to the catalog, it is cheaper to write the
/// rows with the triggers off and then rebuild the three indexes from the table once: the rebuild
/// reads every stored spot, so it only pays when the batch is a good part of what will be stored.
extension SpotRepository {
    // Measured with `trip-bench spots-threshold --runs 3` (release, load 9-13, medians, bulk / row by row):
    // into an empty catalog 1,000 spots 0.29, 5,000 0.27, 20,000 0.26, 50,000 0.21; into 200,000 stored
    // 1,000 12.6, 5,000 4.04, 20,000 1.41 (1/10 of the catalog), 50,000 0.64 (1/4). The share of 1/4 is
    // on the safe side of a crossover near 1/6; the minimum could come down to 1,000, which was not
    // changed with these figures alone.

    /// Below this many spots a batch is written row by row, whatever the catalog holds.
    static let bulkMinimum = 5_000
    /// A batch goes the bulk way when it holds at least 1 / `bulkShare` of the spots already stored.
    static let bulkShare = 4

    /// Stores every spot as ``upsert(_:)`` would, in order, with the same result: same rows, same
    /// keyword and spatial indexes afterwards.
    ///
    /// Large batches bypass the index triggers and rebuild the indexes once (see the type's notes).
    /// That work runs inside a savepoint, so a failure anywhere, even after the triggers were dropped,
    /// rolls the catalog, its indexes and its triggers back to what they were, and a caller that
    /// catches the error and commits still commits a consistent schema. A crash needs nothing more:
    /// SQLite's schema changes belong to the transaction, which never committed.
    /// - Parameters:
    ///   - spots: the spots to write.
    ///   - progress: called with the number of spots written so far, after each one.
    /// - Throws: what ``upsert(_:)`` throws for the first spot it cannot store; nothing is then written.
    public func upsert(contentsOf spots: [Spot], progress: (Int) -> Void = { _ in }) throws {
        try upsert(contentsOf: spots, path: .automatic, progress: progress)
    }

    /// ``upsert(contentsOf:progress:)`` on a chosen path, for the tests and benchmarks that compare them.
    package func upsert(contentsOf spots: [Spot], path: SpotWritePath, progress: (Int) -> Void = { _ in }) throws {
        let bulk =
            switch path {
            case .automatic: try usesBulkPath(count: spots.count)
            case .rowByRow: false
            case .bulk: true
            }
        guard bulk else {
            for (index, spot) in spots.enumerated() {
                try write(spot)
                progress(index + 1)
            }
            return
        }
        try connection.execute("SAVEPOINT spots_bulk")
        let cache = try BulkCache(connection: connection)
        defer { cache.restore() }
        do {
            let statement = try connection.cachedStatement(try areAllNew(spots) ? Self.insertSQL : Self.upsertSQL)
            try connection.execute(SpotIndexSQL.dropTriggers)
            try SpotRowPipeline.forEachRow(of: spots) { index, row in
                try insert(row, of: spots[index], with: statement)
                progress(index + 1)
            }
            try connection.execute(SpotIndexSQL.rebuildIndexes)
            try connection.execute(SpotIndexSQL.createTriggers)
            try connection.execute("RELEASE spots_bulk")
        } catch {
            // ROLLBACK TO keeps the savepoint open; RELEASE then ends it with nothing left to apply.
            try? connection.execute("ROLLBACK TO spots_bulk")
            try? connection.execute("RELEASE spots_bulk")
            throw error
        }
    }

    /// Whether no spot of `spots` can replace a stored one or another of the batch: the catalog is
    /// empty and the ids are distinct, so a plain insert writes what the upsert would.
    func areAllNew(_ spots: [Spot]) throws -> Bool {
        let isEmpty = try connection.queryFirst("SELECT NOT EXISTS (SELECT 1 FROM spots)") { $0.bool(0) } ?? false
        guard isEmpty else { return false }
        var ids = Set<UUID>(minimumCapacity: spots.count)
        return spots.allSatisfy { ids.insert($0.id).inserted }
    }

    /// Whether a batch of `count` spots is large enough next to the catalog for the bulk path.
    func usesBulkPath(count: Int) throws -> Bool {
        // Counting a large catalog takes a scan, so small batches never ask.
        try count >= Self.bulkMinimum && Self.prefersBulk(batch: count, stored: self.count())
    }

    /// The rule itself: at least ``bulkMinimum`` spots, and at least 1 / ``bulkShare`` of `stored`.
    package static func prefersBulk(batch: Int, stored: Int) -> Bool {
        batch >= bulkMinimum && stored <= batch * bulkShare
    }
}

/// How ``SpotRepository/upsert(contentsOf:path:progress:)`` keeps the indexes in step.
package enum SpotWritePath: Sendable {
    /// Bulk above the thresholds, row by row below.
    case automatic
    /// Every row through the triggers.
    case rowByRow
    /// Triggers off, indexes rebuilt once.
    case bulk
}
