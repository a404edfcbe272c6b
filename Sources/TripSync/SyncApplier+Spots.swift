import Foundation
import TripModel
import TripStore

/// The spot catalog's part of applying a sync.
extension SyncApplier {
    /// The pieces of the catalog that `head` changed and this machine did not write itself, and those
    /// it merged while committing (the database holds neither), decoded and checked before the
    /// transaction opens (a piece gone from the repository is an empty list).
    func incomingSpots(
        _ all: [String: String?], own: [String: String?], data: [String: Data], local: SyncEngine.LocalCommit
    ) throws -> [SpotChunk: [Spot]] {
        var incoming: [SpotChunk: [Spot]] = [:]
        for (path, blob) in all {
            guard let chunk = SpotChunk(path: path), local.mergedSpots[chunk] == nil else { continue }
            if let ownBlob = own[path], ownBlob == blob { continue }
            if blob == nil {
                incoming[chunk] = []
            } else if let bytes = data[path] {
                incoming[chunk] = try chunk.spots(bytes)
            }
        }
        for chunk in local.mergedSpots.keys {
            incoming[chunk] = try data[chunk.path].map { try chunk.spots($0) } ?? []
        }
        return incoming
    }

    /// Inside the transaction: writes the incoming pieces, except those edited here while the sync ran
    /// (listed as skipped, taken by the next sync), and records the fingerprints the database and the
    /// sync now agree on.
    func applySpots(
        _ incoming: [SpotChunk: [Spot]], local: SyncEngine.LocalCommit, _ transaction: Transaction,
        report: inout SyncReport
    ) throws {
        let before = try SpotStamps.read(transaction)
        let edited = before.changed(since: local.spots)
        let old = try SpotStamps.agreed(transaction)
        guard !incoming.isEmpty || !edited.isEmpty || old != before else { return }
        let bases = try transaction.sync.bases()
        for (chunk, spots) in incoming.sorted(by: { $0.key < $1.key }) {
            if edited.contains(chunk) {
                // As for a trip: the next sync merges this edit with `head`'s piece from what it was made on.
                report.skipped.append(chunk.path)
                try transaction.sync.setBase(try basis(of: chunk, local: local), for: chunk.path)
                continue
            }
            let applied = try chunk.apply(spots, transaction)
            if applied.changed, local.mergedSpots[chunk] == nil { report.pulled += 1 }
            try transaction.sync.setUnheldSpots(applied.unheld, for: chunk.path)
            if bases[chunk.path] != nil { try transaction.sync.removeBase(for: chunk.path) }
        }
        var agreed = incoming.isEmpty ? before : try SpotStamps.read(transaction)
        for chunk in edited {
            // What the repository's piece now matches here: the piece as it was when the sync began, or,
            // when the remote changed it too, nothing this database holds (the old agreement says so).
            agreed.hashes[chunk] = incoming[chunk] == nil ? local.spots.hashes[chunk] : old?.hashes[chunk]
        }
        try agreed.setAgreed(transaction)
    }

    /// The piece as the database held it when this sync began: the merge's own side, or the commit's
    /// piece (what was committed, or what the synced commit held).
    private func basis(of chunk: SpotChunk, local: SyncEngine.LocalCommit) throws -> Data? {
        if let ours = local.mergedSpots[chunk] { return ours }
        guard let commit = local.commit ?? local.synced else { return nil }
        return try repository.read([chunk.path], at: commit)[chunk.path]
    }
}
