public import TripModel

#if canImport(Glibc)
    import Glibc
#endif

/// The trip database: one SQLite file in WAL mode, migrated to the newest schema when opened.
///
/// All access goes through ``read(_:)`` and ``write(_:)``, so every write is one `BEGIN IMMEDIATE`
/// transaction that either commits whole or leaves the database as it was.
public final class Database {
    public let path: String
    let connection: Connection
    let clock: @Sendable () -> Timestamp

    /// How long a command waits for another process's write to finish before giving up.
    public static let busyTimeoutMilliseconds = 10_000

    /// Opens or creates the database at `path` and migrates it.
    /// - Parameters:
    ///   - migrations: the schema steps to apply; tests pass a prefix to build an older database.
    ///   - clock: the source of `now` for timestamps (injected so tests are deterministic).
    /// - Throws: ``StoreError`` when the file is not a database, is from a newer build, or stays busy.
    public init(
        path: String, migrations: [Migration] = Migration.all,
        clock: @escaping @Sendable () -> Timestamp = Timestamp.now
    ) throws {
        self.path = path
        self.clock = clock
        // A trip database holds personal data: the file and its -wal and -shm companions, which
        // SQLite creates while opening and switching to WAL, are readable by their owner only.
        let previousMask = umask(0o077)
        defer { umask(previousMask) }
        do {
            connection = try Connection(path: path)
            try connection.execute("PRAGMA busy_timeout = \(Database.busyTimeoutMilliseconds)")
            try connection.execute("PRAGMA foreign_keys = ON")
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute("PRAGMA synchronous = NORMAL")
            try Migrator(migrations: migrations).migrate(connection)
        } catch let error as SQLiteError {
            throw Database.storeError(error)
        }
    }

    /// Opens a second, read-only connection to this database's file.
    ///
    /// In WAL mode it reads the last committed state, so while this connection holds a write
    /// transaction the reader sees the data exactly as it was before that transaction: what a
    /// safety backup must hold. No migration runs (the writer already migrated the file).
    /// - Throws: ``StoreError`` when the file cannot be opened.
    public func committedStateReader() throws -> Database {
        do {
            let reader = try Connection(path: path, readOnly: true)
            try reader.execute("PRAGMA busy_timeout = \(Database.busyTimeoutMilliseconds)")
            return Database(connection: reader, path: path, clock: clock)
        } catch let error as SQLiteError {
            throw Database.storeError(error)
        }
    }

    /// Opens an existing database for reading only: never created, never migrated, never written.
    ///
    /// For answers that must not change anything, such as shell completion, which runs on every Tab.
    /// - Throws: ``StoreError`` when the file is missing or not a database.
    public static func openReadOnly(path: String, clock: @escaping @Sendable () -> Timestamp = Timestamp.now) throws
        -> Database
    {
        do {
            let reader = try Connection(path: path, readOnly: true)
            // Completion must answer at once: wait only briefly if a writer holds a lock.
            try reader.execute("PRAGMA busy_timeout = 200")
            return Database(connection: reader, path: path, clock: clock)
        } catch let error as SQLiteError {
            throw Database.storeError(error)
        }
    }

    private init(connection: Connection, path: String, clock: @escaping @Sendable () -> Timestamp) {
        self.connection = connection
        self.path = path
        self.clock = clock
    }

    /// Closes the connection now rather than when the last reference goes; every later ``read(_:)`` or
    /// ``write(_:)`` throws ``StoreError/sqlite(_:)`` saying the connection is closed.
    ///
    /// With the file closed, SQLite checkpoints the WAL and removes the `-wal` and `-shm` files, so a
    /// caller that is about to copy, move or delete the database file can do so safely.
    public func close() {
        connection.close()
    }

    /// The schema version of the open database.
    public var schemaVersion: Int {
        get throws { try Migrator(migrations: []).version(of: connection) }
    }

    /// Runs `body` in a read transaction, so it sees one consistent state.
    public func read<T>(_ body: (Transaction) throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction and commits; any error rolls everything back.
    public func write<T>(_ body: (Transaction) throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    private func transaction<T>(_ begin: String, _ body: (Transaction) throws -> T) throws -> T {
        do {
            try connection.execute(begin)
        } catch let error as SQLiteError {
            throw Database.storeError(error)
        }
        do {
            let result = try body(Transaction(connection: connection, now: clock()))
            try connection.execute("COMMIT")
            return result
        } catch {
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
            if let sqliteError = error as? SQLiteError { throw Database.storeError(sqliteError) }
            throw error
        }
    }

    static func storeError(_ error: SQLiteError) -> StoreError {
        error.isBusy ? .busy(error.message) : .sqlite(error)
    }
}

/// An open transaction: the connection to run statements on and the moment it began.
public struct Transaction {
    package let connection: Connection
    /// One timestamp for every change in the transaction, so rows written together agree.
    public let now: Timestamp
}
