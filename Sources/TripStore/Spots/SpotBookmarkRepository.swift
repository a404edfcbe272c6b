public import Foundation
public import TripModel

/// Bookmarked spots, newest first.
public struct SpotBookmarkRepository {
    let connection: Connection

    /// Bookmarks a spot; bookmarking it again keeps the first time. Returns false when it already was.
    @discardableResult
    public func add(_ bookmark: SpotBookmark) throws -> Bool {
        try connection.run(
            "INSERT INTO spot_bookmarks (spot_id, created_at) VALUES (?1, ?2) ON CONFLICT (spot_id) DO NOTHING",
            [.uuid(bookmark.spotId), .timestamp(bookmark.createdAt)]) > 0
    }

    /// Removes a bookmark. Returns false when the spot was not bookmarked.
    @discardableResult
    public func remove(spotId: UUID) throws -> Bool {
        try connection.run("DELETE FROM spot_bookmarks WHERE spot_id = ?1", [.uuid(spotId)]) > 0
    }

    /// Whether the spot is bookmarked.
    public func contains(spotId: UUID) throws -> Bool {
        try connection.queryFirst("SELECT 1 FROM spot_bookmarks WHERE spot_id = ?1", [.uuid(spotId)]) { _ in true }
            ?? false
    }

    /// Every bookmark, oldest first: what a backup writes and a restore feeds back to ``add(_:)``.
    public func all() throws -> [SpotBookmark] {
        try connection.query("SELECT spot_id, created_at FROM spot_bookmarks ORDER BY created_at, spot_id") { row in
            SpotBookmark(spotId: try TripRepository.uuid(row, 0), createdAt: try TripRepository.timestamp(row, 1))
        }
    }

    /// One page of bookmarked spots, newest bookmark first.
    /// - Parameters:
    ///   - limit: page size.
    ///   - after: the cursor of the previous page (list `bookmarks`).
    public func page(limit: Int, after: SpotCursor?) throws -> SpotPage<Spot> {
        var sql =
            "SELECT \(SpotRepository.columns), b.created_at FROM spot_bookmarks b JOIN spots s ON s.id = b.spot_id"
        var values: [SQLValue] = [.int(limit + 1)]
        if let after {
            sql += " WHERE (b.created_at, b.spot_id) < (?2, ?3)"
            values += [.text(after.key), .text(after.id)]
        }
        sql += " ORDER BY b.created_at DESC, b.spot_id DESC LIMIT ?1"
        let rows = try connection.query(sql, values) { row in
            (try SpotRepository.spot(row), row.string(SpotRepository.columnCount))
        }
        let page = Array(rows.prefix(limit))
        let next =
            rows.count > limit
            ? page.last.map {
                SpotCursor(list: "bookmarks", key: $0.1, id: $0.0.id.lowercasedString)
            } : nil
        return SpotPage(items: page.map(\.0), next: next)
    }
}
