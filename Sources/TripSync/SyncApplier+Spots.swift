import Foundation
import TripModel
import TripStore

/// The spot catalog's part of applying a sync.
extension SyncApplier {
    /// The pieces of the catalog that `head` changed and this machine did not write itself, decoded
    /// and checked before the transaction opens (a piece gone from the repository is an empty list).
    func incomingSpots(_ all: [String: String?], own: [String: String?], data: [String: Data]) throws
        -> [SpotChunk: [Spot]]
    {
        var incoming: [SpotChunk: [Spot]] = [:]
        for (path, blob) in all {
            guard let chunk = SpotChunk(path: path) else { continue }
            if let ownBlob = own[path], ownBlob == blob { continue }
            if blob == nil {
                incoming[chunk] = []
            } else if let bytes = data[path] {
                incoming[chunk] = try chunk.spots(bytes)
            }
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
        for (chunk, spots) in incoming.sorted(by: { $0.key < $1.key }) {
            if edited.contains(chunk) {
                report.skipped.append(chunk.path)
            } else if try chunk.apply(spots, transaction) {
                report.pulled += 1
            }
        }
        var agreed = incoming.isEmpty ? before : try SpotStamps.read(transaction)
        for chunk in edited {
            // What the repository's piece now matches here: the piece as it was when the sync began, or,
            // when the remote changed it too, nothing this database holds (the old agreement says so).
            agreed.hashes[chunk] = incoming[chunk] == nil ? local.spots.hashes[chunk] : old?.hashes[chunk]
        }
        try agreed.setAgreed(transaction)
    }
}
