public import Foundation
public import TripModel

/// `trip sync status`, `trip sync log` and `trip sync restore`.
extension SyncEngine {
    /// Where this machine stands against the remote, as last fetched.
    public struct Status: Encodable, Sendable {
        public var remote: String?
        /// Commits here the remote lacks.
        public var ahead: Int
        /// Commits on the remote not yet applied here.
        public var behind: Int
        /// Trips, sections (companions, bookmarks, search history) and pieces of the spot catalog changed
        /// locally since the last sync.
        public var localChanges: Int
        public var lastSync: String?
        public var commit: String?
    }

    public func status() throws -> Status {
        try requireRepository()
        let (synced, syncedAt, stamps, ids, sections) = try database.read { transaction in
            (
                try transaction.sync.syncedCommit(), try transaction.sync.value("synced_at"),
                try transaction.sync.syncedStamps(), try transaction.trips.allIDs(),
                try SyncSection.allCases.filter { section in
                    let now = try section.export(transaction)
                    guard let agreed = try section.agreed(transaction) else { return now != nil }
                    return agreed != now
                }.count
                    + (try SpotStamps.read(transaction).changed(since: try SpotStamps.agreed(transaction)).count)
            )
        }
        let changed = ids.filter { stamps[$0.id] != $0.updatedAt.millisecondsSinceEpoch }.count + sections
        let removed = Set(stamps.keys).subtracting(ids.map(\.id)).count
        let theirs = try repository.resolve(SyncRepository.remoteBranch)
        func count(_ range: String) throws -> Int {
            Int(try repository.git.run(["rev-list", "--count", range]).trimmed) ?? 0
        }
        let ahead = try synced.map { synced in try count(theirs.map { "\($0)..\(synced)" } ?? synced) } ?? 0
        let behind = try theirs.map { theirs in try count(synced.map { "\($0)..\(theirs)" } ?? theirs) } ?? 0
        return Status(
            remote: try repository.remote(), ahead: ahead, behind: behind, localChanges: changed + removed,
            lastSync: syncedAt, commit: synced)
    }

    /// One commit of the sync history.
    public struct LogEntry: Encodable, Sendable {
        public var commit: String
        public var machine: String
        public var date: String
        public var summary: String
        public var trips: [String]
    }

    /// The history of the synced branch, newest first; with `trip`, only commits that changed it.
    public func log(trip: UUID?, limit: Int = 50) throws -> [LogEntry] {
        try requireRepository()
        guard let head = try repository.resolve(SyncRepository.branch) else { return [] }
        var arguments = ["log", "-n", String(limit), "--format=%x1e%H%x1f%an%x1f%aI%x1f%s", "--name-only", head]
        if let trip { arguments += ["--", SyncDocuments.path(trip)] }
        let text = try repository.git.run(arguments).text
        return text.split(separator: "\u{1e}").compactMap { record in
            let lines = record.split(separator: "\n").map(String.init)
            guard let header = lines.first else { return nil }
            let fields = header.split(separator: "\u{1f}", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            let trips = lines.dropFirst().compactMap { SyncDocuments.tripID($0)?.lowercasedString }
            return LogEntry(commit: fields[0], machine: fields[1], date: fields[2], summary: fields[3], trips: trips)
        }
    }

    /// Brings back the trip as it was at `revision`, as a new local edit the next sync carries on.
    /// - Returns: the restored trip.
    public func restore(trip id: UUID, at revision: String) throws -> Trip {
        try requireRepository()
        guard let commit = try repository.resolve(revision) else { throw SyncError.unknownRevision(revision) }
        let path = SyncDocuments.path(id)
        guard let data = try repository.read([path], at: commit)[path] else {
            throw SyncError.unknownRevision(
                localized("sync.revision-without-trip", ["revision": revision, "id": id.lowercasedString]))
        }
        var trip = try SyncDocuments.decode(data, path: path)
        return try database.write { transaction in
            trip.updatedAt = max(
                transaction.now, Timestamp(millisecondsSinceEpoch: trip.updatedAt.millisecondsSinceEpoch + 1))
            if trip.status == .traveling, let current = try transaction.trips.current(), current.id != id {
                trip.status = .planning
            }
            try transaction.trips.save(trip)
            return trip
        }
    }
}

extension SyncEngine {
    /// Each trip as the last sync left it, for `backup restore --merge` to merge three ways; nil when
    /// this database has never synced. A trip edited here while that sync pulled a remote change to it
    /// grew from the version the sync remembered instead (the synced one holds remote edits this copy
    /// lacks, which a merge from it would take as removed here).
    public func syncedBase() throws -> ((UUID) throws -> Trip?)? {
        guard repository.exists,
            let (synced, bases) = try database.read({ transaction in
                try transaction.sync.syncedCommit().map { ($0, try transaction.sync.bases()) }
            })
        else { return nil }
        let repository = self.repository
        return { id in
            let path = SyncDocuments.path(id)
            if let remembered = bases[path] { return try remembered.map { try SyncDocuments.decode($0, path: path) } }
            return try repository.read([path], at: synced)[path].map { try SyncDocuments.decode($0, path: path) }
        }
    }
}
