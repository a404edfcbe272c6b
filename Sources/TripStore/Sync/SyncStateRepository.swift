public import Foundation
public import TripModel

/// A conflict the sync resolved, with both values, as stored until someone takes the other value back.
public struct StoredConflict: Sendable, Equatable {
    public var id: Int64
    public var tripID: UUID
    public var tripName: String
    public var conflict: MergeConflict
    public var ourMachine: String
    public var theirMachine: String
    public var commit: String
    public var createdAt: Timestamp

    public init(
        id: Int64 = 0, tripID: UUID, tripName: String, conflict: MergeConflict, ourMachine: String,
        theirMachine: String, commit: String, createdAt: Timestamp
    ) {
        self.id = id
        self.tripID = tripID
        self.tripName = tripName
        self.conflict = conflict
        self.ourMachine = ourMachine
        self.theirMachine = theirMachine
        self.commit = commit
        self.createdAt = createdAt
    }
}

/// The database's side of `trip sync`: the synced commit, the trips' stamps at it, the conflicts.
public struct SyncStateRepository {
    let connection: Connection

    /// The sync repository commit the database matches, or nil before the first sync.
    public func syncedCommit() throws -> String? {
        try value("synced_commit")
    }

    /// A stored setting (`synced_commit`, `synced_at`).
    public func value(_ key: String) throws -> String? {
        try connection.queryFirst("SELECT value FROM sync_state WHERE key = ?1", [.text(key)]) { $0.string(0) }
    }

    public func setValue(_ value: String, for key: String) throws {
        try connection.run(
            "INSERT INTO sync_state (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [.text(key), .text(value)])
    }

    /// Forgets a stored value.
    func removeValue(for key: String) throws {
        try connection.run("DELETE FROM sync_state WHERE key = ?1", [.text(key)])
    }

    /// Each trip's `updatedAt` (milliseconds) as the synced commit holds it.
    public func syncedStamps() throws -> [UUID: Int64] {
        var stamps: [UUID: Int64] = [:]
        try connection.forEach("SELECT id, updated_at FROM sync_trips") { row in
            stamps[try TripRepository.uuid(row, 0)] = row.int64(1)
        }
        return stamps
    }

    /// Records a trip's stamp at the synced commit; nil forgets a trip the commit no longer holds.
    public func setSyncedStamp(_ stamp: Timestamp?, for id: UUID) throws {
        guard let stamp else {
            try connection.run("DELETE FROM sync_trips WHERE id = ?1", [.uuid(id)])
            return
        }
        try connection.run(
            """
            INSERT INTO sync_trips (id, updated_at) VALUES (?1, ?2)
            ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at
            """, [.uuid(id), .integer(stamp.millisecondsSinceEpoch)])
    }

    /// Stores a conflict and returns its id.
    @discardableResult
    public func addConflict(_ stored: StoredConflict) throws -> Int64 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let path = String(decoding: try encoder.encode(stored.conflict.path), as: UTF8.self)
        func text(_ value: JSONValue?) throws -> SQLValue {
            guard let value else { return .null }
            return .text(String(decoding: try encoder.encode(value), as: UTF8.self))
        }
        try connection.run(
            """
            INSERT INTO sync_conflicts
                (trip_id, trip_name, path, ours, theirs, winner, our_machine, their_machine, commit_id, created_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
            """,
            [
                .uuid(stored.tripID), .text(stored.tripName), .text(path), try text(stored.conflict.ours),
                try text(stored.conflict.theirs), .text(stored.conflict.winner.rawValue), .text(stored.ourMachine),
                .text(stored.theirMachine), .text(stored.commit), .integer(stored.createdAt.millisecondsSinceEpoch),
            ])
        return try connection.queryFirst("SELECT last_insert_rowid()") { $0.int64(0) } ?? 0
    }

    /// Every stored conflict, oldest first.
    public func conflicts() throws -> [StoredConflict] {
        let decoder = JSONDecoder()
        return try connection.query(
            """
            SELECT id, trip_id, trip_name, path, ours, theirs, winner, our_machine, their_machine, commit_id, created_at
            FROM sync_conflicts ORDER BY id
            """
        ) { row in
            func value(_ column: Int32) throws -> JSONValue? {
                try row.optionalString(column).map { try decoder.decode(JSONValue.self, from: Data($0.utf8)) }
            }
            let conflict = MergeConflict(
                path: try decoder.decode([String].self, from: Data(row.string(3).utf8)), ours: try value(4),
                theirs: try value(5), winner: MergeSide(rawValue: row.string(6)) ?? .ours)
            return StoredConflict(
                id: row.int64(0), tripID: try TripRepository.uuid(row, 1), tripName: row.string(2), conflict: conflict,
                ourMachine: row.string(7), theirMachine: row.string(8), commit: row.string(9),
                createdAt: Timestamp(millisecondsSinceEpoch: row.int64(10)))
        }
    }

    /// Forgets a conflict once its other value was taken back.
    public func removeConflict(id: Int64) throws {
        try connection.run("DELETE FROM sync_conflicts WHERE id = ?1", [.integer(id)])
    }
}

extension Transaction {
    /// What `trip sync` keeps in the database.
    public var sync: SyncStateRepository { SyncStateRepository(connection: connection) }
}
