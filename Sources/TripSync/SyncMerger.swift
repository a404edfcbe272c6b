import Foundation
import TripModel

/// A conflict found while merging, waiting to be stored with the merged trips.
struct PendingConflict {
    var tripID: UUID
    var tripName: String
    var conflict: MergeConflict
    var theirMachine: String
    var commit: String
}

/// Combines our line of commits with the remote's: a fast-forward when one contains the other, else a
/// merge commit whose documents changed on both sides are merged by ``TripMerge`` with git's merge
/// base as the base. Git's own line merge never runs, so no document ever holds conflict markers.
struct SyncMerger {
    let repository: SyncRepository
    let machine: String

    struct Combined {
        var commit: String?
        var conflicts: [PendingConflict] = []
    }

    func combine(ours: String?, theirs: String?, report: inout SyncReport) throws -> Combined {
        guard let theirs else { return Combined(commit: ours) }
        guard let ours, ours != theirs else { return Combined(commit: theirs) }
        if try repository.isAncestor(theirs, of: ours) { return Combined(commit: ours) }
        if try repository.isAncestor(ours, of: theirs) { return Combined(commit: theirs) }
        let base = try repository.mergeBase(ours, theirs)
        let ourChanges = try repository.changes(from: base, to: ours)
        let theirChanges = try repository.changes(from: base, to: theirs)
        var changes: [String: String?] = [:]
        // Ours only: our blob goes into their tree. Theirs only: already there.
        for (path, blob) in ourChanges where theirChanges[path] == nil { changes[path] = blob }
        let both = ourChanges.keys.filter { path in
            guard let theirBlob = theirChanges[path] else { return false }
            return theirBlob != ourChanges[path]
        }.sorted()
        let theirMachine = try repository.machine(of: theirs)
        var documents: [String: Data] = [:]
        var removed: [String] = []
        var found: [(UUID, String, MergeConflict)] = []
        let baseData = try base.map { try repository.read(both, at: $0) } ?? [:]
        let ourData = try repository.read(both, at: ours)
        let theirData = try repository.read(both, at: theirs)
        for path in both {
            guard SyncDocuments.tripID(path) != nil else {
                continue  // Not a trip: the remote's version stands.
            }
            let result = try TripMerge.merge(
                base: try baseData[path].map { try SyncDocuments.tree($0, path: path) },
                ours: try ourData[path].map { try SyncDocuments.tree($0, path: path) },
                theirs: try theirData[path].map { try SyncDocuments.tree($0, path: path) })
            report.merged += 1
            if let trip = result.trip {
                documents[path] = try SyncDocuments.encode(trip)
                found += result.conflicts.map { (trip.id, trip.name, $0) }
            } else {
                removed.append(path)
            }
        }
        for (path, blob) in try repository.writeBlobs(documents) { changes[path] = blob }
        for path in removed { changes[path] = .some(nil) }
        let message =
            "\(machine): merge \(both.count) trip\(both.count == 1 ? "" : "s") changed on both sides\n\n"
            + "Machine: \(machine)\n"
        guard
            let commit = try repository.commit(
                onto: theirs, changes: changes, parents: [ours, theirs], message: message)
        else { return Combined(commit: theirs) }
        let conflicts = found.map {
            PendingConflict(tripID: $0.0, tripName: $0.1, conflict: $0.2, theirMachine: theirMachine, commit: commit)
        }
        return Combined(commit: commit, conflicts: conflicts)
    }
}
