/// A larger page cache for the length of a bulk write, the old size back afterwards.
///
/// The spots table has five indexes on keys in no useful order (UUIDs, titles, times), so every row
/// lands on a random page of each. With SQLite's default cache of 2 MB those pages are written out to
/// the WAL and read back thousands of times in one import: at 200,000 spots (sqlite3 3.40, same rows)
/// the insert took 10.0 s of CPU, 6.7 s of it in the kernel, against 4.4 s with a 256 MB cache.
/// SQLite only allocates pages it fills, so a small batch on this path costs nothing more. A
/// connection whose cache someone already sized (a test forcing pages out) keeps its size.
package struct BulkCache {
    /// Kibibytes of page cache a bulk write may use: the indexes of a million spots fit.
    package static let kibibytes = 262_144

    /// The statement that sets the bulk size, for a baseline that must load with the same settings.
    package static let pragma = "PRAGMA cache_size = -\(kibibytes)"

    private let connection: Connection
    private let previous: Int

    /// SQLite's own default, -2000 (2,000 KiB), unless the library was built with another.
    private static let sqliteDefault = -2_000

    init(connection: Connection) throws {
        self.connection = connection
        previous = try connection.queryFirst("PRAGMA cache_size", lifetime: .oneShot) { $0.int(0) } ?? 0
        if previous == Self.sqliteDefault { try connection.execute(Self.pragma) }
    }

    /// Puts the earlier size back; the cache shrinks as SQLite drops the extra pages.
    func restore() {
        guard previous == Self.sqliteDefault else { return }
        try? connection.execute("PRAGMA cache_size = \(previous)")
    }
}
