import Foundation
import TripStore

/// The spot catalog's part of committing local changes.
extension SyncEngine {
    /// The pieces of the catalog changed here since the last sync, as the database holds them.
    struct LocalSpots {
        /// The catalog's fingerprints when the sync began, to spot edits made while it ran.
        var stamps = SpotStamps()
        /// The changed pieces' documents (nil: the piece has no spots left). Only these are read and
        /// encoded, which keeps a sync after one edit fast with a large catalog.
        var documents: [SpotChunk: Data?] = [:]
    }

    static func localSpots(_ transaction: Transaction) throws -> LocalSpots {
        let stamps = try SpotStamps.read(transaction)
        var spots = LocalSpots(stamps: stamps)
        for chunk in stamps.changed(since: try SpotStamps.agreed(transaction)) {
            spots.documents[chunk] = try chunk.export(transaction)
        }
        return spots
    }

    /// The changes those pieces make to the synced commit: a piece it already holds as it is (the same
    /// catalog imported on both machines, or a repository that synced spots before this database did)
    /// is no change.
    func spotChanges(_ spots: LocalSpots, synced: String?) throws -> [String: SyncRepository.Change] {
        guard !spots.documents.isEmpty else { return [:] }
        let stored = try synced.map { try repository.read(spots.documents.keys.map(\.path), at: $0) } ?? [:]
        var changes: [String: SyncRepository.Change] = [:]
        for (chunk, document) in spots.documents where document != stored[chunk.path] {
            changes[chunk.path] = document.map { .document($0) } ?? .removed
        }
        return changes
    }
}
