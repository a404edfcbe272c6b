import Foundation
import TripModel
import TripStore

/// Brings the database to a commit of the sync repository in one transaction, recording that commit
/// in the same transaction: killed before it commits, the database is as it was and the next sync
/// starts again from the old commit.
struct SyncApplier {
    let repository: SyncRepository
    let database: Database
    let machine: String
    /// Called inside the transaction after the writes (the test hook that kills the process there).
    let beforeCommit: () -> Void

    func apply(_ head: String, local: SyncEngine.LocalCommit, conflicts: [PendingConflict], report: inout SyncReport)
        throws
    {
        let all = try changes(to: head, local: local)
        var changes = all.filter { SyncDocuments.tripID($0.key) != nil }
        // A trip merged while committing is applied even when `head` holds it as this machine
        // committed it, or as the synced commit did: the database holds neither.
        for id in local.merged.keys where changes[SyncDocuments.path(id)] == nil {
            changes[SyncDocuments.path(id)] = .some(Self.mergedHere)
        }
        let sections = SyncSection.allCases.filter { all[$0.path] != nil }
        // Documents that are still exactly what this machine committed need no reading: the database
        // already holds them. Only the rest is read, which keeps a first sync close to a backup.
        // When nothing came from the remote, our commit is the head: the same diff, not run twice.
        let own =
            local.commit == head
            ? all : try local.commit.map { try repository.changes(from: local.synced, to: $0) } ?? [:]
        var unchanged: [UUID: Timestamp] = [:]
        var paths: [String] = []
        for (path, blob) in changes {
            if let id = SyncDocuments.tripID(path), local.merged[id] == nil, let ownBlob = own[path], ownBlob == blob,
                let stamp = local.exported[id] ?? nil
            {
                unchanged[id] = stamp
            } else if blob != nil {
                paths.append(path)
            }
        }
        // Pieces merged while committing are read even where `head` holds them as committed here.
        let spotPaths = Set(all.keys.filter { SpotChunk(path: $0) != nil && all[$0] != own[$0] })
            .union(local.mergedSpots.keys.map(\.path))
        let data = try repository.read(paths + sections.map(\.path) + spotPaths.sorted(), at: head)
        for section in sections {
            if let document = data[section.path] { _ = try section.records(document) }
        }
        let spots = try incomingSpots(all, own: own, data: data, local: local)
        // Every document is decoded and checked before the transaction opens: one invalid document
        // from a remote applies nothing.
        var incoming: [UUID: Trip?] = [:]
        for (path, blob) in changes {
            guard let id = SyncDocuments.tripID(path), unchanged[id] == nil else { continue }
            if blob == nil {
                incoming[id] = .some(nil)
            } else if let bytes = data[path] {
                incoming[id] = try SyncDocuments.decode(bytes, path: path)
            } else if local.merged[id] != nil {
                // Merged away on both sides.
                incoming[id] = .some(nil)
            }
        }
        let now = Timestamp.now()
        report = try database.write { transaction in
            var report = report
            let stamps = try transaction.sync.syncedStamps()
            let bases = try transaction.sync.bases()
            // Sections edited here since the sync began are left for the next one. Checked before the
            // trips are written, since a trip arriving with a new companion adds that person here.
            let editedMeanwhile = try SyncSection.allCases.filter {
                try $0.export(transaction) != local.sections[$0] ?? nil
            }
            // Spots before the bookmarks (a section, applied last) that point at them; after the check
            // above, since a spot removed takes its bookmark with it.
            try applySpots(spots, local: local, transaction, report: &report)
            for (id, trip) in incoming.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
                let stored = try transaction.trips.trip(id: id)
                // What the trip was when this sync began: what we committed, or the synced stamp.
                let expected: Int64? =
                    local.exported[id].map { $0?.millisecondsSinceEpoch } ?? stamps[id]
                if stored?.updatedAt.millisecondsSinceEpoch != expected {
                    // Edited here meanwhile: the next sync merges that edit with `head`'s version, from
                    // the version it was made on (its synced stamp stays, so it counts as changed).
                    report.skipped.append(id.lowercasedString)
                    try transaction.sync.setBase(try basis(of: id, local: local), for: SyncDocuments.path(id))
                    continue
                }
                if stored != trip && local.exported[id] == nil { report.pulled += 1 }
                try write(trip, id: id, stored: stored, transaction)
                // The database now holds a version the sync agreed on: nothing is left to merge.
                if bases[SyncDocuments.path(id)] != nil { try transaction.sync.removeBase(for: SyncDocuments.path(id)) }
            }
            for (id, stamp) in unchanged {
                try transaction.sync.setSyncedStamp(stamp, for: id)
            }
            // After the trips, so a companion removed elsewhere but still on a trip here stays.
            for section in SyncSection.allCases {
                guard !editedMeanwhile.contains(section) else {
                    report.skipped.append(section.path)
                    continue
                }
                if sections.contains(section) {
                    if data[section.path] != local.sections[section] ?? nil { report.pulled += 1 }
                    try section.apply(data[section.path], transaction)
                }
                try section.setAgreed(try section.export(transaction), transaction)
            }
            for pending in conflicts {
                let stored = StoredConflict(
                    tripID: pending.tripID, tripName: pending.tripName, conflict: pending.conflict,
                    ourMachine: machine, theirMachine: pending.theirMachine, commit: pending.commit, createdAt: now)
                let id = try transaction.sync.addConflict(stored)
                report.conflicts.append(SyncReport.Conflict(stored, id: id))
            }
            try transaction.sync.setValue(head, for: "synced_commit")
            try transaction.sync.setValue(now.description, for: "synced_at")
            beforeCommit()
            return report
        }
    }

    /// The paths that differ between the synced commit and `head`, with the blob each holds in `head`.
    /// When `head` is this machine's own commit (nothing came from the remote), they are the paths it
    /// committed, known without a diff; their blobs then only need to compare equal to themselves.
    private func changes(to head: String, local: SyncEngine.LocalCommit) throws -> [String: String?] {
        guard head == local.commit else { return try repository.changes(from: local.synced, to: head) }
        return local.paths.mapValues { removed in removed ? nil : "committed here" }
    }

    /// A placeholder blob for a merged trip's path that `head` did not change: read like any other.
    static let mergedHere = "merged here"

    /// The document the database's copy of a trip was when this sync began, on which an edit made
    /// meanwhile is based: the merge's own side for a trip merged while committing, otherwise the
    /// commit's document (what was committed, or what the synced commit held). Only for a trip edited
    /// during the sync, so rarely read.
    private func basis(of id: UUID, local: SyncEngine.LocalCommit) throws -> Data? {
        if let ours = local.merged[id] { return ours }
        guard let commit = local.commit ?? local.synced else { return nil }
        let path = SyncDocuments.path(id)
        return try repository.read([path], at: commit)[path]
    }

    private func write(_ trip: Trip?, id: UUID, stored: Trip?, _ transaction: Transaction) throws {
        guard let trip else {
            if stored != nil { try transaction.trips.delete(id: id) }
            try transaction.sync.setSyncedStamp(nil, for: id)
            return
        }
        if stored != trip {
            // One trip under way: the one arriving wins, the local one goes back to planning and is
            // stamped so the next sync carries that change to the other machines.
            if trip.status == .traveling, let released = try transaction.trips.releaseCurrent(except: id),
                var demoted = try transaction.trips.trip(id: released)
            {
                demoted.updatedAt = transaction.now
                try transaction.trips.save(demoted)
            }
            try transaction.trips.save(trip)
        }
        try transaction.sync.setSyncedStamp(trip.updatedAt, for: id)
    }
}

extension SyncReport.Conflict {
    init(_ stored: StoredConflict, id: Int64) {
        self.init(
            id: id, trip: stored.tripID.lowercasedString, tripName: stored.tripName, field: stored.conflict.field,
            ours: stored.conflict.ours, theirs: stored.conflict.theirs, winner: stored.conflict.winner.rawValue,
            ourMachine: stored.ourMachine, theirMachine: stored.theirMachine)
    }
}
