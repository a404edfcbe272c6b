import Foundation
import TripModel
public import TripStore

#if canImport(Glibc)
    import Glibc
#endif

/// `trip sync`: commit local changes, fetch, merge by meaning, push, apply — in that order, so a
/// sync killed anywhere leaves both sides usable and the next one finishes the job.
///
/// The database's `synced_commit` is the truth of what has been applied. Local changes are found by
/// comparing each trip's `updatedAt` with its stamp at that commit, and committed on top of it (not
/// on top of the branch, which a killed run may have moved on); a remote that already holds some of
/// that work merges cleanly with it again.
public struct SyncEngine {
    /// Which machine this is, the moment, and a test hook.
    public struct Options: Sendable {
        public var machine: String
        /// Steps: `after-commit`, `after-merge`, `after-push`, `during-apply`. The process kills itself
        /// there with SIGKILL, so tests can prove a sync survives being killed at each.
        public var abortAt: String?
        /// Called at each of those steps; tests use it to let another machine push in between.
        public var onStep: (@Sendable (String) -> Void)?
        public var environment: [String: String]

        public init(
            machine: String, abortAt: String? = nil, environment: [String: String],
            onStep: (@Sendable (String) -> Void)? = nil
        ) {
            self.machine = machine
            self.abortAt = abortAt
            self.environment = environment
            self.onStep = onStep
        }
    }

    let database: Database
    let repository: SyncRepository
    let options: Options

    public init(database: Database, options: Options) {
        self.database = database
        self.options = options
        let folder = SyncRepository.folder(forDatabase: database.path)
        repository = SyncRepository(
            git: Git(
                gitDirectory: folder, machine: options.machine, executable: Git.locate(environment: options.environment)
            ))
    }

    /// The sync repository's folder.
    public var folder: String { repository.folder }

    /// `trip sync init [REMOTE]`.
    public func initialize(remote: String?) throws {
        guard !repository.exists else { throw SyncError.alreadyInitialized(folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try repository.create(remote: remote)
    }

    /// `trip sync remote REMOTE`.
    public func setRemote(_ remote: String) throws {
        try requireRepository()
        try repository.setRemote(remote)
    }

    func requireRepository() throws {
        guard repository.exists else { throw SyncError.notInitialized(folder) }
    }

    func checkpoint(_ step: String) {
        options.onStep?(step)
        guard options.abortAt == step else { return }
        kill(getpid(), SIGKILL)
    }

    /// Runs one sync.
    public func sync() throws -> SyncReport {
        try requireRepository()
        var report = SyncReport()
        let local = try commitLocalChanges(&report)
        checkpoint("after-commit")
        var head = local.commit
        if let head { try repository.setBranch(head) }
        guard let remote = try repository.remote() else {
            return try finish(head, local: local, conflicts: local.conflicts, report: &report)
        }
        var conflicts = local.conflicts
        for attempt in 1...5 {
            do {
                try repository.fetch(remote: remote)
            } catch let error as SyncError {
                report.offline = true
                report.unreachable = error
                break
            }
            let theirs = try repository.resolve(SyncRepository.remoteBranch)
            let combined = try SyncMerger(repository: repository, machine: options.machine).combine(
                ours: head, theirs: theirs, builtOn: local.synced, report: &report)
            // The branch moves only when the merge moved the head (a fast-forward or a merge commit).
            if let merged = combined.commit, merged != head { try repository.setBranch(merged) }
            head = combined.commit
            conflicts += combined.conflicts
            checkpoint("after-merge")
            guard let head, head != theirs else { break }
            do {
                if try repository.push(head, remote: remote) == .pushed {
                    // Our own commit on top of what the remote held: its documents are what went.
                    report.pushed =
                        theirs == local.synced && head == local.commit
                        ? local.paths.count : try repository.changes(from: theirs, to: head).count
                    break
                }
            } catch let error as SyncError {
                report.offline = true
                report.unreachable = error
                break
            }
            if attempt == 5 { throw SyncError.raceLost(attempts: attempt) }
        }
        checkpoint("after-push")
        let finished = try finish(head, local: local, conflicts: conflicts, report: &report)
        // The sync is done and applied: a failed repack loses nothing and the next sync tries again.
        let limit = options.environment["TRIP_SYNC_PACK_LIMIT"].flatMap { Int($0) } ?? SyncRepository.packLimit
        try? repository.repackIfNeeded(limit: limit)
        return finished
    }

    /// The local trips and sections that differ from the synced commit, committed on top of it.
    struct LocalCommit {
        var synced: String?
        var commit: String?
        /// The `updatedAt` of each trip as committed (nil: removed), to spot edits made during the sync.
        var exported: [UUID: Timestamp?]
        /// Every section as the database held it when the sync began, for the same reason.
        var sections: [SyncSection: Data?] = [:]
        /// The spot catalog's fingerprints when the sync began, for the same reason.
        var spots = SpotStamps()
        /// The paths the commit changed, true for those it removed: when nothing comes from the
        /// remote, what to apply is known without asking git for a diff.
        var paths: [String: Bool] = [:]
        /// Trips edited during an earlier sync, merged with the synced commit's versions (see
        /// ``rebase(_:bases:synced:_:)``), each as the database held it: the database does not hold
        /// the merge, so these are applied even where the commit is this machine's own.
        var merged: [UUID: Data?] = [:]
        /// The same for pieces of the spot catalog.
        var mergedSpots: [SpotChunk: Data?] = [:]
        /// The conflicts of those merges.
        var conflicts: [PendingConflict] = []
    }

    /// Reads and commits in one read transaction: the trips are loaded one at a time while git takes
    /// the ones before them, rather than all first and then written.
    func commitLocalChanges(_ report: inout SyncReport) throws -> LocalCommit {
        try database.read { transaction in
            let synced = try transaction.sync.syncedCommit()
            let stamps = try transaction.sync.syncedStamps()
            let ids = try transaction.trips.allIDs()
            let changed = ids.filter { stamps[$0.id] != $0.updatedAt.millisecondsSinceEpoch }
            let present = Set(ids.map(\.id))
            let removed = stamps.keys.filter { !present.contains($0) }
            var sections: [SyncSection: Data?] = [:]
            var agreed: [SyncSection: Data??] = [:]
            for section in SyncSection.allCases {
                sections[section] = try section.export(transaction)
                agreed[section] = try section.agreed(transaction)
            }
            let spots = try Self.localSpots(transaction)
            var changes: [String: SyncRepository.Change] = [:]
            var exported: [UUID: Timestamp?] = [:]
            for (id, updatedAt) in changed {
                changes[SyncDocuments.path(id)] = .trip(id)
                exported[id] = updatedAt
            }
            for id in removed {
                changes[SyncDocuments.path(id)] = .removed
                exported[id] = .some(nil)
            }
            // Read only when there is a synced commit to merge with; usually there are none.
            let bases = try synced == nil ? [:] : transaction.sync.bases()
            let based = exported.keys.filter { bases[SyncDocuments.path($0)] != nil }
            let rebased = try synced.map { try rebase(based, bases: bases, synced: $0, transaction) } ?? Rebased()
            for id in based {
                changes[SyncDocuments.path(id)] = rebased.changes[SyncDocuments.path(id)]
            }
            var sectionChanges = try changedSections(synced: synced, current: sections, agreed: agreed)
            let unheld = try spots.documents.isEmpty ? [:] : transaction.sync.unheldSpots()
            let spotChanges = try spotChanges(spots, synced: synced, bases: bases, unheld: unheld)
            sectionChanges.merge(spotChanges.changes) { $1 }
            changes.merge(sectionChanges) { $1 }
            report.merged += rebased.ours.count + spotChanges.merged.count
            let conflicts = rebased.conflicts + spotChanges.conflicts
            guard !changes.isEmpty else {
                // Merges that changed nothing in the commit still bring its versions to the database.
                return LocalCommit(
                    synced: synced, commit: synced, exported: exported, sections: sections, spots: spots.stamps,
                    merged: rebased.ours, mergedSpots: spotChanges.merged,
                    conflicts: conflicts.map { $0.made(in: synced) })
            }
            var names = rebased.names
            var commit = try repository.commit(
                onto: synced, changes: changes,
                message: {
                    "\(options.machine): \(changes.count) document\(changes.count == 1 ? "" : "s") changed\n\n"
                        + names.joined()
                        + removed.filter { rebased.ours[$0] == nil }.map { "- removed \($0.lowercasedString)\n" }
                        .joined()
                        + sectionChanges.keys.sorted().map { "- \($0)\n" }.joined() + "\nMachine: \(options.machine)\n"
                },
                trip: { id in
                    guard let trip = try transaction.trips.trip(id: id) else {
                        throw StoreError.tripNotFound(id.lowercasedString)
                    }
                    names.append("- \(trip.name) (\(id.lowercasedString))\n")
                    return trip
                })
            // A sync killed after its commit (or its push) left `main` on that commit while the database
            // still names the commit before: the same changes made again are that commit. Taking it keeps
            // history free of a twin and, once others have built on it, merges against the right base
            // instead of finding their edits of our edits in conflict with them.
            if let made = commit, made != synced, let earlier = try repository.twin(of: made) { commit = earlier }
            report.committed = commit == synced ? 0 : changes.count
            return LocalCommit(
                synced: synced, commit: commit, exported: exported, sections: sections, spots: spots.stamps,
                paths: commit == synced ? [:] : changes.mapValues { $0 == .removed }, merged: rebased.ours,
                mergedSpots: spotChanges.merged, conflicts: conflicts.map { $0.made(in: commit) })
        }
    }

    /// The sections edited here since the last sync, each merged with the synced commit's document
    /// taking what this machine last agreed to as the base: the repository may hold records this
    /// database could not take (a bookmark of a spot missing here), and committing the database's
    /// list as it is would remove them for everyone.
    func changedSections(synced: String?, current: [SyncSection: Data?], agreed: [SyncSection: Data??]) throws
        -> [String: SyncRepository.Change]
    {
        let edited = SyncSection.allCases.filter { section in
            let now = current[section] ?? nil
            guard let last = agreed[section] ?? nil else { return now != nil }
            return last != now
        }
        guard !edited.isEmpty else { return [:] }
        let stored = try synced.map { try repository.read(edited.map(\.path), at: $0) } ?? [:]
        var changes: [String: SyncRepository.Change] = [:]
        for section in edited {
            let base = (agreed[section] ?? nil) ?? nil
            let merged = try section.merge(base: base, ours: current[section] ?? nil, theirs: stored[section.path])
            if merged.document != stored[section.path] {
                changes[section.path] = merged.document.map { .document($0) } ?? .removed
            }
        }
        return changes
    }

    func finish(_ head: String?, local: LocalCommit, conflicts: [PendingConflict], report: inout SyncReport) throws
        -> SyncReport
    {
        guard let head else { return report }
        try SyncApplier(repository: repository, database: database, machine: options.machine) {
            checkpoint("during-apply")
        }.apply(head, local: local, conflicts: conflicts, report: &report)
        report.commit = head
        return report
    }
}
