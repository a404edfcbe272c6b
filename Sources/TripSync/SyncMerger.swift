import Foundation
import TripModel

/// A conflict found while merging, waiting to be stored with the merged trips.
struct PendingConflict {
    var tripID: UUID
    var tripName: String
    var conflict: MergeConflict
    var theirMachine: String
    var commit: String

    /// The conflict with the commit its merge went into.
    func made(in commit: String?) -> PendingConflict {
        var made = self
        made.commit = commit ?? ""
        return made
    }
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

    /// - Parameter builtOn: the commit `ours` was made on top of; when the remote still is there, `ours`
    ///   is a fast-forward without asking git.
    func combine(ours: String?, theirs: String?, builtOn: String?, report: inout SyncReport) throws -> Combined {
        guard let theirs else { return Combined(commit: ours) }
        guard let ours, ours != theirs else { return Combined(commit: theirs) }
        if theirs == builtOn { return Combined(commit: ours) }
        if try repository.isAncestor(theirs, of: ours) { return Combined(commit: ours) }
        if try repository.isAncestor(ours, of: theirs) { return Combined(commit: theirs) }
        let base = try repository.mergeBase(ours, theirs)
        let ourChanges = try repository.changes(from: base, to: ours)
        let theirChanges = try repository.changes(from: base, to: theirs)
        // The merge commit starts from our tree: what only they changed comes in as their blob.
        var changes: [String: SyncRepository.Change] = [:]
        for (path, blob) in theirChanges where ourChanges[path] == nil {
            changes[path] = blob.map { .blob($0) } ?? .removed
        }
        let both = ourChanges.keys.filter { path in
            guard let theirBlob = theirChanges[path] else { return false }
            return theirBlob != ourChanges[path]
        }.sorted()
        let theirMachine = try repository.machine(of: theirs)
        var found: [(UUID, String, MergeConflict)] = []
        let baseData = try base.map { try repository.read(both, at: $0) } ?? [:]
        let ourData = try repository.read(both, at: ours)
        let theirData = try repository.read(both, at: theirs)
        for path in both {
            if let section = SyncSection(rawValue: path) {
                let result = try section.merge(base: baseData[path], ours: ourData[path], theirs: theirData[path])
                report.merged += 1
                changes[path] = result.document.map { .document($0) } ?? .removed
                found += result.conflicts.map { (SyncSection.conflictTripID, path, $0) }
                continue
            }
            if let chunk = SpotChunk(path: path) {
                let result = try chunk.merge(base: baseData[path], ours: ourData[path], theirs: theirData[path])
                report.merged += 1
                changes[path] = result.document.map { .document($0) } ?? .removed
                found += result.conflicts.map { (SyncSection.conflictTripID, path, $0) }
                continue
            }
            guard SyncDocuments.tripID(path) != nil else {
                // Nothing this build knows: the remote's version stands.
                changes[path] = theirChanges[path].flatMap { $0.map { .blob($0) } } ?? .removed
                continue
            }
            let result = try TripMerge.merge(
                base: try baseData[path].map { try SyncDocuments.tree($0, path: path) },
                ours: try ourData[path].map { try SyncDocuments.tree($0, path: path) },
                theirs: try theirData[path].map { try SyncDocuments.tree($0, path: path) })
            report.merged += 1
            if let trip = result.trip {
                changes[path] = .document(try SyncDocuments.encode(trip))
                found += result.conflicts.map { (trip.id, trip.name, $0) }
            } else {
                changes[path] = .removed
            }
        }
        let message =
            "\(machine): merge \(both.count) document\(both.count == 1 ? "" : "s") changed on both sides\n\n"
            + "Machine: \(machine)\n"
        guard
            let commit = try repository.commit(onto: ours, changes: changes, merging: [theirs], message: { message })
        else { return Combined(commit: theirs) }
        let conflicts = found.map {
            PendingConflict(tripID: $0.0, tripName: $0.1, conflict: $0.2, theirMachine: theirMachine, commit: commit)
        }
        return Combined(commit: commit, conflicts: conflicts)
    }
}
