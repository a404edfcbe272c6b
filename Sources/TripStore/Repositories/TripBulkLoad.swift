/// Settings for filling the trip tables of a database that holds no trips yet (a restore into a new
/// database), all inside the caller's transaction, so a rollback undoes them with the rows.
///
/// - The plain secondary indexes on the trip tables (not the unique ones: they are rules) are dropped
///   and made again from their own stored SQL once the rows are in: one sorted build instead of an
///   insert at a random place of each index for every row, and the schema ends as it began.
/// - A larger page cache for the length of the load. The stops' id index takes its rows in random
///   order (ids are random), so with SQLite's default 2 MB cache many inserts wrote a page out to
///   the WAL and read another back. Measured on a 10,000-trip restore (release, load 6-8, three
///   runs each): system time 0.61-0.69 s at 2 MB, 0.29-0.35 s at 8 MB, 0.25-0.33 s at 16 and 32 MB,
///   user time no different, peak memory 38, 45, 55 and 75 MB. Wall time varied more with the load
///   than with the size, so the size is the smallest that took the kernel's share away, kept small
///   for the restore's memory bound (100 MB at 100,000 trips).
package struct TripBulkLoad {
    /// Kibibytes of page cache while loading.
    package static let cacheKibibytes = 8_192

    private static let tables = ["trips", "stops", "trip_days", "trip_companions", "expenses"]
    private static let sqliteDefaultCache = -2_000

    private let connection: Connection
    private let droppedIndexes: [String]
    private let previousCache: Int

    /// Whether no trip table holds a row: then every trip a restore writes is new.
    package static func holdsNoTrips(_ transaction: Transaction) throws -> Bool {
        for table in tables {
            let any = try transaction.connection.queryFirst("SELECT 1 FROM \(table) LIMIT 1", lifetime: .oneShot) {
                _ in true
            }
            if any != nil { return false }
        }
        return true
    }

    /// Drops the plain indexes and enlarges the cache; call only when ``holdsNoTrips(_:)`` said so, in
    /// a write transaction, and ``finish()`` before committing.
    package init(_ transaction: Transaction) throws {
        let connection = transaction.connection
        self.connection = connection
        let list = Self.tables.map { "'\($0)'" }.joined(separator: ", ")
        // Indexes SQLite made for a PRIMARY KEY or UNIQUE clause have no SQL and cannot be dropped;
        // unique ones written out (one trip under way) are rules and stay.
        droppedIndexes = try connection.query(
            """
            SELECT s.name, s.sql FROM sqlite_schema s JOIN pragma_index_list(s.tbl_name) l ON l.name = s.name
            WHERE s.type = 'index' AND s.sql IS NOT NULL AND s.tbl_name IN (\(list)) AND l."unique" = 0
            ORDER BY s.name
            """, lifetime: .oneShot
        ) { (name: $0.string(0), sql: $0.string(1)) }.map { index in
            try connection.execute("DROP INDEX \"\(index.name)\"")
            return index.sql
        }
        previousCache = try connection.queryFirst("PRAGMA cache_size", lifetime: .oneShot) { $0.int(0) } ?? 0
        // A connection whose cache someone sized on purpose (a test forcing pages out) keeps it.
        if previousCache == Self.sqliteDefaultCache {
            try connection.execute("PRAGMA cache_size = -\(Self.cacheKibibytes)")
        }
    }

    /// Builds the dropped indexes again, then puts the cache size back.
    package func finish() throws {
        defer { restoreCache() }
        for sql in droppedIndexes { try connection.execute(sql) }
    }

    /// Puts the cache size back; for a load that failed (its rollback brings the indexes back).
    package func restoreCache() {
        guard previousCache == Self.sqliteDefaultCache else { return }
        try? connection.execute("PRAGMA cache_size = \(previousCache)")
    }
}
