import Foundation
public import TripModel

/// Remembered keyword searches, newest first, capped so the history cannot grow without bound.
public struct SpotSearchHistoryRepository {
    let connection: Connection

    /// The most searches kept; older ones are dropped as new ones arrive.
    public static let maximumEntries = 500

    /// Remembers a search. A repeat of the same keyword and filters replaces the older entry, so the
    /// history lists each search once, at its latest time.
    public func record(_ search: SpotSearchRecord) throws {
        try connection.run(
            "DELETE FROM spot_searches WHERE keyword = ?1 AND filters = ?2",
            [.text(search.keyword), .text(search.filters)])
        try insert(search)
        try connection.run(
            """
            DELETE FROM spot_searches WHERE id IN (
                SELECT id FROM spot_searches ORDER BY searched_at DESC, id DESC LIMIT -1 OFFSET ?1)
            """, [.int(Self.maximumEntries)])
    }

    /// Stores a search as given, ignoring one whose id is already stored: what a restore calls.
    public func insert(_ search: SpotSearchRecord) throws {
        try connection.run(
            """
            INSERT INTO spot_searches (id, keyword, filters, searched_at) VALUES (?1, ?2, ?3, ?4)
            ON CONFLICT (id) DO NOTHING
            """, [.uuid(search.id), .text(search.keyword), .text(search.filters), .timestamp(search.searchedAt)])
    }

    /// Every remembered search, oldest first: what a backup writes.
    public func all() throws -> [SpotSearchRecord] {
        try connection.query("SELECT id, keyword, filters, searched_at FROM spot_searches ORDER BY searched_at, id") {
            try Self.record($0)
        }
    }

    /// One page of the history, newest first.
    public func page(limit: Int, after: SpotCursor?) throws -> SpotPage<SpotSearchRecord> {
        var sql = "SELECT id, keyword, filters, searched_at FROM spot_searches"
        var values: [SQLValue] = [.int(limit + 1)]
        if let after {
            sql += " WHERE (searched_at, id) < (?2, ?3)"
            values += [.text(after.key), .text(after.id)]
        }
        sql += " ORDER BY searched_at DESC, id DESC LIMIT ?1"
        let rows = try connection.query(sql, values, Self.record)
        let page = Array(rows.prefix(limit))
        let next =
            rows.count > limit
            ? page.last.map {
                SpotCursor(list: "history", key: $0.searchedAt.description, id: $0.id.lowercasedString)
            } : nil
        return SpotPage(items: page, next: next)
    }

    /// Forgets every search. Returns how many there were.
    @discardableResult
    public func clear() throws -> Int {
        try connection.run("DELETE FROM spot_searches")
    }

    private static func record(_ row: Row) throws -> SpotSearchRecord {
        SpotSearchRecord(
            id: try TripRepository.uuid(row, 0), keyword: row.string(1), filters: row.string(2),
            searchedAt: try TripRepository.timestamp(row, 3))
    }
}
