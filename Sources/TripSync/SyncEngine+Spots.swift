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

    /// What those pieces change in the synced commit.
    struct SpotChanges {
        var changes: [String: SyncRepository.Change] = [:]
        /// The pieces merged with the synced commit's, each as the database held it (see ``rebase(_:bases:synced:_:)``).
        var merged: [SpotChunk: Data?] = [:]
        var conflicts: [PendingConflict] = []
    }

    /// The changes those pieces make to the synced commit: a piece it already holds as it is (the same
    /// catalog imported on both machines, or a repository that synced spots before this database did)
    /// is no change. A piece edited here while an earlier sync pulled a change to it is merged with the
    /// synced commit's from the version the edit was made on, as such a trip is.
    /// Spots the synced commit holds that this database could not take (`unheld`) stay in the pieces it
    /// commits.
    func spotChanges(_ spots: LocalSpots, synced: String?, bases: [String: Data?], unheld: [String: Set<UUID>])
        throws -> SpotChanges
    {
        guard !spots.documents.isEmpty else { return SpotChanges() }
        let stored = try synced.map { try repository.read(spots.documents.keys.map(\.path), at: $0) } ?? [:]
        var result = SpotChanges()
        for (chunk, ours) in spots.documents.sorted(by: { $0.key < $1.key }) {
            var document = ours
            if let synced, let base = bases[chunk.path] {
                let merged = try chunk.merge(base: base, ours: ours, theirs: stored[chunk.path])
                document = merged.document
                result.merged[chunk] = .some(ours)
                let theirMachine = merged.conflicts.isEmpty ? "" : try repository.machine(of: synced, path: chunk.path)
                result.conflicts += merged.conflicts.map {
                    PendingConflict(
                        tripID: SyncSection.conflictTripID, tripName: chunk.path, conflict: $0,
                        theirMachine: theirMachine, commit: "")
                }
            }
            if let missing = unheld[chunk.path], let syncedPiece = stored[chunk.path] {
                document = try chunk.keeping(missing, of: syncedPiece, in: document)
            }
            if document != stored[chunk.path] {
                result.changes[chunk.path] = document.map { .document($0) } ?? .removed
            }
        }
        return result
    }
}
