import Foundation
import TripModel
import TripStore

/// Committing trips that were edited here while an earlier sync applied a remote change to them.
///
/// That sync left the edit for the next one and remembered the document the edit was made on (see
/// `SyncStateRepository+Bases.swift`). The synced commit already holds the remote's change, so the
/// database's copy is merged with it three ways from that document, like any other merge, instead of
/// being committed as it is on top of it, which would undo the remote's change.
extension SyncEngine {
    /// What merging such trips with the synced commit's versions gave.
    struct Rebased {
        /// The merged documents that differ from the synced commit's.
        var changes: [String: SyncRepository.Change] = [:]
        /// Each merged trip as the database held it (nil: removed here): the base to remember when the
        /// trip is edited again while this sync runs.
        var ours: [UUID: Data?] = [:]
        /// Conflicts, still without the commit they belong to.
        var conflicts: [PendingConflict] = []
        /// Lines for the commit message.
        var names: [String] = []
    }

    /// Merges each trip of `ids` (base: the remembered document; ours: the database's trip; theirs:
    /// the synced commit's document). Only these trips and documents are read.
    func rebase(_ ids: [UUID], bases: [String: Data?], synced: String, _ transaction: Transaction) throws -> Rebased {
        guard !ids.isEmpty else { return Rebased() }
        let stored = try repository.read(ids.map(SyncDocuments.path), at: synced)
        var rebased = Rebased()
        var found: [(UUID, String, MergeConflict)] = []
        for id in ids.sorted(by: { $0.uuidString < $1.uuidString }) {
            let path = SyncDocuments.path(id)
            let trip = try transaction.trips.trip(id: id)
            let ours = try trip.map(SyncDocuments.encode)
            rebased.ours[id] = .some(ours)
            func tree(_ data: Data?) throws -> JSONValue? { try data.map { try SyncDocuments.tree($0, path: path) } }
            let result = try TripMerge.merge(
                base: try tree(bases[path] ?? nil), ours: try tree(ours), theirs: try tree(stored[path]))
            let merged = try result.trip.map(SyncDocuments.encode)
            if merged != stored[path] { rebased.changes[path] = merged.map { .document($0) } ?? .removed }
            let name = result.trip?.name ?? trip?.name ?? id.lowercasedString
            rebased.names.append("- \(name) (\(id.lowercasedString)), merged with the synced version\n")
            found += result.conflicts.map { (id, name, $0) }
        }
        var machines: [UUID: String] = [:]
        for (id, name, conflict) in found {
            // The machine whose edit reached the synced commit: the last one to change the document.
            let theirMachine = try machines[id] ?? repository.machine(of: synced, path: SyncDocuments.path(id))
            machines[id] = theirMachine
            rebased.conflicts.append(
                PendingConflict(tripID: id, tripName: name, conflict: conflict, theirMachine: theirMachine, commit: ""))
        }
        return rebased
    }
}
