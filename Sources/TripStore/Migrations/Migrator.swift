/// Brings a database up to the newest schema this build knows.
struct Migrator {
    let migrations: [Migration]

    /// Applies the missing migrations. Each runs in a `BEGIN IMMEDIATE` transaction that re-reads the
    /// version first, so two processes opening a new database at once migrate it exactly once.
    /// - Throws: ``StoreError/newerSchema(found:supported:)`` for a database from a newer build.
    func migrate(_ connection: Connection) throws {
        let latest = migrations.last?.version ?? 0
        let current = try version(of: connection)
        if current > latest { throw StoreError.newerSchema(found: current, supported: latest) }
        for migration in migrations where migration.version > current {
            try connection.execute("BEGIN IMMEDIATE")
            do {
                if try version(of: connection) < migration.version {
                    try connection.execute(migration.sql)
                    try migration.rewrite?(connection)
                    try connection.execute("PRAGMA user_version = \(migration.version)")
                }
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    func version(of connection: Connection) throws -> Int {
        try connection.queryFirst("PRAGMA user_version") { $0.int(0) } ?? 0
    }
}
