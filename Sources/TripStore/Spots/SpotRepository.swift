public import Foundation
public import TripModel

/// The spot catalog: upserts, look-ups and the lists backups walk through.
///
/// Use inside ``Database/read(_:)`` or ``Database/write(_:)`` via `transaction.spots`.
public struct SpotRepository {
    let connection: Connection

    /// Stores `spot`, replacing the stored spot with the same id; the row keeps its integer key so the
    /// keyword and spatial indexes are updated in place.
    /// - Throws: ``StoreError/invalid(_:)`` when another spot already has the same source and content id.
    public func upsert(_ spot: Spot) throws {
        try write(spot)
    }

    /// The one statement every spot write runs, whichever path keeps the indexes in step.
    func write(_ spot: Spot) throws {
        try insert(try Self.row(spot), of: spot)
    }

    /// The values ``insert(_:of:)`` binds for `spot`, once it passes the rules: work that needs no
    /// connection, so the bulk path makes the next rows on another thread.
    static func row(_ spot: Spot) throws -> [SQLValue] {
        if let (field, problem) = SpotRules.problem(spot) {
            throw StoreError.invalid(
                localized(
                    "store.spot-invalid", ["title": VisibleText.quoted(spot.title), "field": field, "problem": problem])
            )
        }
        return try values(spot) + [.text(SpotTitleGrams.grams(spot.title))]
    }

    /// Writes the row made by ``row(_:)`` for `spot`, replacing the stored spot with its id.
    func insert(_ row: [SQLValue], of spot: Spot) throws {
        try insert(row, of: spot, with: try connection.cachedStatement(Self.upsertSQL))
    }

    /// Writes `row` through `statement`, one of ``upsertSQL`` and ``insertSQL`` prepared once: a bulk
    /// write holds it for every row instead of looking its kilobyte of text up in the cache each time.
    func insert(_ row: [SQLValue], of spot: Spot, with statement: Statement) throws {
        do {
            try statement.bind(row)
            while try statement.step() {}
        } catch let error as SQLiteError where error.isConstraintViolation {
            throw StoreError.conflict(
                field: "contentId",
                message: localized(
                    "store.content-id-taken",
                    ["id": VisibleText.quoted(spot.contentId ?? ""), "source": VisibleText.quoted(spot.source)]))
        }
    }

    /// The columns and values every spot write names, in the order ``row(_:)`` makes them.
    private static let insertHead = """
        INSERT INTO spots (id, source, content_id, title, title_grams, address, latitude, longitude, category,
            area, district, phone, overview, homepage, created_at, modified_at, event_start, event_end,
            facility_mask, barrier_free, updated_at, use_time, rest_date)
        VALUES (?1, ?2, ?3, ?4, ?23, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20,
            ?21, ?22)
        """

    /// Inserts a spot or replaces the one with its id, keeping the row's integer key.
    static let upsertSQL =
        insertHead + """

            ON CONFLICT (id) DO UPDATE SET source = excluded.source, content_id = excluded.content_id,
                title = excluded.title, title_grams = excluded.title_grams, address = excluded.address,
                latitude = excluded.latitude, longitude = excluded.longitude, category = excluded.category, area = excluded.area,
                district = excluded.district, phone = excluded.phone, overview = excluded.overview,
                homepage = excluded.homepage, created_at = excluded.created_at,
                modified_at = excluded.modified_at, event_start = excluded.event_start,
                event_end = excluded.event_end, facility_mask = excluded.facility_mask,
                barrier_free = excluded.barrier_free, updated_at = excluded.updated_at,
                use_time = excluded.use_time, rest_date = excluded.rest_date
            """

    /// Inserts a spot known to be new, with no conflict clause: the statement SQLite's own bulk load
    /// runs, for a bulk write into an empty catalog.
    static let insertSQL = insertHead

    /// Stores `spot` unless the stored spot with its id is as new or newer: what a backup restore calls,
    /// so merging the same archive twice changes nothing and the newer edit wins.
    /// - Returns: true when the spot was written.
    @discardableResult
    public func merge(_ spot: Spot) throws -> Bool {
        if let stored = try self.spot(id: spot.id), stored.updatedAt >= spot.updatedAt { return false }
        try upsert(spot)
        return true
    }

    /// The spot with this id, or nil.
    public func spot(id: UUID) throws -> Spot? {
        try connection.queryFirst("SELECT \(Self.columns) FROM spots s WHERE s.id = ?1", [.uuid(id)], Self.spot)
    }

    /// The spot with this catalog content id, or nil.
    public func spot(source: String = Spot.tourAPISource, contentId: String) throws -> Spot? {
        try connection.queryFirst(
            "SELECT \(Self.columns) FROM spots s WHERE s.source = ?1 AND s.content_id = ?2",
            [.text(source), .text(contentId)], Self.spot)
    }

    /// The spot a user means: a TourAPI content id (digits), a full UUID, or a unique UUID prefix (≥ 4).
    /// - Throws: ``StoreError/invalid(_:)`` naming the reference when nothing or several spots match.
    public func find(_ reference: String) throws -> Spot {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
            let spot = try spot(contentId: trimmed)
        {
            return spot
        }
        if let id = UUID(uuidString: trimmed), let spot = try spot(id: id) { return spot }
        let prefix = trimmed.lowercased()
        if prefix.count >= 4, prefix.count < 36, prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let matches = try connection.query(
                "SELECT \(Self.columns) FROM spots s WHERE s.id >= ?1 AND s.id < ?1 || 'g' ORDER BY s.id LIMIT 6",
                [.text(prefix)], Self.spot)
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                let names = matches.prefix(5).map { "\($0.title) (\($0.contentId ?? $0.id.lowercasedString))" }
                throw StoreError.invalid(
                    localized(
                        "store.ambiguous-spot", ["reference": trimmed, "candidates": names.joined(separator: ", ")]))
            }
        }
        throw StoreError.invalid(localized("store.spot-not-found", ["reference": trimmed]))
    }

    /// How many spots are stored.
    public func count() throws -> Int {
        try connection.queryFirst("SELECT count(*) FROM spots") { $0.int(0) } ?? 0
    }

    /// Every spot in id order, one at a time, so a backup of a large catalog runs in constant memory.
    public func forEach(_ body: (Spot) throws -> Void) throws {
        try connection.forEach("SELECT \(Self.columns) FROM spots s ORDER BY s.id") { row in
            try body(try Self.spot(row))
        }
    }

    /// Deletes every spot with its bookmark: the first step of a restore that replaces the catalog.
    /// - Returns: how many spots there were.
    @discardableResult
    public func deleteAll() throws -> Int {
        try connection.run("DELETE FROM spots")
    }

    /// Deletes a spot (and its bookmark). Returns false when there was none.
    @discardableResult
    public func delete(id: UUID) throws -> Bool {
        try connection.run("DELETE FROM spots WHERE id = ?1", [.uuid(id)]) > 0
    }
}

extension Transaction {
    /// The spot catalog.
    public var spots: SpotRepository { SpotRepository(connection: connection) }
    /// Bookmarked spots.
    public var spotBookmarks: SpotBookmarkRepository { SpotBookmarkRepository(connection: connection) }
    /// Remembered `spots search` keywords.
    public var spotSearches: SpotSearchHistoryRepository { SpotSearchHistoryRepository(connection: connection) }
}
