import Foundation
public import TripModel

/// The companions shared across trips, unique by normalized name.
public struct CompanionRepository {
    let connection: Connection

    /// Every known companion by name, with how many trips each is on.
    public func all() throws -> [(companion: Companion, tripCount: Int)] {
        try connection.query(
            """
            SELECT c.id, c.name, c.updated_at, (SELECT count(*) FROM trip_companions tc WHERE tc.companion_id = c.id)
            FROM companions c ORDER BY c.name
            """
        ) { row in
            (
                Companion(
                    id: try TripRepository.uuid(row, 0), name: row.string(1),
                    updatedAt: row.optionalString(2).flatMap { Timestamp(iso8601: $0) }),
                row.int(3)
            )
        }
    }

    /// The companion with this name after normalization, if known.
    public func named(_ name: String) throws -> Companion? {
        try connection.queryFirst(
            "SELECT id, name, updated_at FROM companions WHERE name = ?1", [.text(Companion.normalize(name))]
        ) { row in
            Companion(
                id: try TripRepository.uuid(row, 0), name: row.string(1),
                updatedAt: row.optionalString(2).flatMap { Timestamp(iso8601: $0) })
        }
    }

    /// Stores `companion` unless one with the same name exists; returns the stored one.
    /// - Throws: ``StoreError/conflict(field:message:)`` when its id is stored under another name.
    @discardableResult
    public func upsert(_ companion: Companion) throws -> Companion {
        if let existing = try named(companion.name) { return existing }
        if let problem = Companion.nameProblem(companion.name) {
            throw StoreError.invalid(
                localized("store.companion-invalid", ["name": VisibleText.quoted(companion.name), "problem": problem]))
        }
        // The name is new here, so the id must be too: one id names one person.
        let written = try connection.run(
            "INSERT INTO companions (id, name, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING",
            [.uuid(companion.id), .text(companion.name), .optional(companion.updatedAt)])
        if written == 0 {
            let other =
                try connection.queryFirst(
                    "SELECT name FROM companions WHERE id = ?1", [.uuid(companion.id)]
                ) { $0.string(0) } ?? ""
            throw StoreError.conflict(
                field: "id",
                message: localized(
                    "store.companion-id-taken",
                    [
                        "id": companion.id.lowercasedString, "other": VisibleText.quoted(other),
                        "name": VisibleText.quoted(companion.name),
                    ]))
        }
        return companion
    }

    /// Forgets a companion everywhere: removes it from every trip. Returns false when unknown.
    @discardableResult
    public func delete(name: String) throws -> Bool {
        try connection.run("DELETE FROM companions WHERE name = ?1", [.text(Companion.normalize(name))]) > 0
    }
}

extension Transaction {
    public var trips: TripRepository { TripRepository(connection: connection) }
    public var companions: CompanionRepository { CompanionRepository(connection: connection) }
}
