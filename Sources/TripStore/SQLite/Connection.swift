internal import CSQLite

/// One open SQLite database handle. Owns the handle and closes it in ``close()`` or `deinit`.
///
/// Not `Sendable`: a connection belongs to the thread that uses it, as SQLite's own rules require
/// when the library is not in serialized mode.
///
/// Ownership runs one way, as in GRDB: the connection owns its cached statements, and a statement
/// refers back to it `unowned`. A strong back reference made a cycle (connection → cache → statement
/// → connection), so a connection nobody closed explicitly was never freed.
package final class Connection {
    /// Nil once closed; every use after that throws instead of touching a freed handle.
    private var openHandle: OpaquePointer?
    private var statementCache: [String: Statement] = [:]

    /// Opens (creating if needed) the database at `path`.
    /// - Parameter readOnly: open an existing database for reading only, never creating it.
    /// - Throws: ``SQLiteError`` when the file cannot be opened as a database.
    package init(path: String, readOnly: Bool = false) throws {
        var opened: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else {
            throw SQLiteError(code: code, message: localized("sqlite.out-of-memory", ["path": path]), sql: nil)
        }
        guard code == SQLITE_OK else {
            // The handle exists even when opening fails and must be closed to free it.
            let message = String(cString: sqlite3_errmsg(opened))
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, sql: nil)
        }
        openHandle = opened
        sqlite3_extended_result_codes(opened, 1)
    }

    deinit {
        close()
    }

    /// Finalizes the cached statements and closes the handle; later calls throw ``SQLiteError/closed(sql:)``.
    ///
    /// `sqlite3_close_v2` rather than `sqlite3_close`: should a one-shot statement still be stepping
    /// (a `forEach` body that closed its own connection), SQLite keeps the handle until that statement
    /// is finalized instead of failing with SQLITE_BUSY and leaking it.
    package func close() {
        for statement in statementCache.values { statement.finalize() }
        statementCache.removeAll()
        guard let handle = openHandle else { return }
        openHandle = nil
        sqlite3_close_v2(handle)
    }

    /// Whether ``close()`` has run.
    package var isClosed: Bool { openHandle == nil }

    /// How many prepared statements the connection keeps for reuse (tests check it stays bounded).
    package var cachedStatementCount: Int { statementCache.count }

    /// The open handle, or the error a use after ``close()`` gets.
    func handle(for sql: String?) throws -> OpaquePointer {
        guard let openHandle else { throw SQLiteError.closed(sql: sql) }
        return openHandle
    }

    /// The one place result codes become errors.
    func check(_ code: Int32, sql: String? = nil) throws {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return
        default:
            let message = openHandle.map { String(cString: sqlite3_errmsg($0)) } ?? "the connection is closed"
            throw SQLiteError(code: code, message: message, sql: sql)
        }
    }

    /// Runs one or more statements that take no parameters (schema, pragmas, BEGIN/COMMIT).
    package func execute(_ sql: String) throws {
        try check(sqlite3_exec(try handle(for: sql), sql, nil, nil, nil), sql: sql)
    }

    /// A prepared statement for `sql`, reused across calls: prepared once, finalized with the connection.
    ///
    /// Only for SQL whose text is fixed in the source; SQL assembled at run time goes through
    /// ``StatementLifetime/oneShot`` so the cache does not grow with every shape of it.
    func cachedStatement(_ sql: String) throws -> Statement {
        if let cached = statementCache[sql] {
            try cached.reset()
            return cached
        }
        let statement = try Statement(connection: self, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Calls `body` with a statement for `sql`, cached or prepared for this call alone and finalized on
    /// return. A one-shot statement never escapes `body`, so its `unowned` connection outlives it.
    func withStatement<T>(_ sql: String, _ lifetime: StatementLifetime, _ body: (Statement) throws -> T) throws -> T {
        switch lifetime {
        case .cached:
            return try body(try cachedStatement(sql))
        case .oneShot:
            let statement = try Statement(connection: self, sql: sql)
            defer { statement.finalize() }
            return try body(statement)
        }
    }

    /// Runs a statement that returns no rows and reports how many rows it changed.
    @discardableResult
    package func run(_ sql: String, _ values: [SQLValue] = [], lifetime: StatementLifetime = .cached) throws -> Int {
        try withStatement(sql, lifetime) { statement in
            try statement.bind(values)
            while try statement.step() {}
            return Int(sqlite3_changes(try handle(for: sql)))
        }
    }

    /// Calls `body` with a function that runs one cached statement (no rows back) with the values
    /// given and reports the rows it changed: for a statement run once per row of a list, whose cache
    /// lookup (hashing and comparing the SQL text) cost a restore more than binding the row.
    package func repeating<T>(_ sql: String, _ body: (_ run: ([SQLValue]) throws -> Int) throws -> T) throws -> T {
        try withStatement(sql, .cached) { statement in
            try body { values in
                try statement.reset()
                try statement.bind(values)
                while try statement.step() {}
                return Int(sqlite3_changes(try handle(for: sql)))
            }
        }
    }

    /// Runs a query and maps each row.
    /// - Parameter expectedCount: How many rows the caller expects, when it knows: the result is sized
    ///   once instead of growing (and copying) as rows arrive.
    package func query<T>(
        _ sql: String, _ values: [SQLValue] = [], lifetime: StatementLifetime = .cached, expectedCount: Int = 0,
        _ map: (Row) throws -> T
    ) throws -> [T] {
        try withStatement(sql, lifetime) { statement in
            try statement.bind(values)
            var results: [T] = []
            results.reserveCapacity(expectedCount)
            while try statement.step() {
                results.append(try map(Row(statement: statement)))
            }
            return results
        }
    }

    /// Runs a query and maps its first row, if any.
    package func queryFirst<T>(
        _ sql: String, _ values: [SQLValue] = [], lifetime: StatementLifetime = .cached, _ map: (Row) throws -> T
    ) throws -> T? {
        try withStatement(sql, lifetime) { statement in
            try statement.bind(values)
            defer { try? statement.reset() }
            return try statement.step() ? try map(Row(statement: statement)) : nil
        }
    }

    /// Calls `body` for each row without collecting them, so large results stream in constant memory.
    ///
    /// Always one-shot: a cached statement would be reset under the caller should `body` run the same
    /// SQL again, and these scans are rare enough that preparing them each time costs nothing.
    package func forEach(_ sql: String, _ values: [SQLValue] = [], _ body: (Row) throws -> Void) throws {
        try withStatement(sql, .oneShot) { statement in
            try statement.bind(values)
            while try statement.step() {
                try body(Row(statement: statement))
            }
        }
    }

    /// Whether a transaction is open on this connection (false once closed).
    package var isInTransaction: Bool { openHandle.map { sqlite3_get_autocommit($0) == 0 } ?? false }
}

/// Whether a statement is kept for reuse.
package enum StatementLifetime {
    /// Prepared once and reused: for SQL whose text is fixed in the source.
    case cached
    /// Prepared for one call and finalized after it: for SQL assembled at run time (filters, lists of
    /// placeholders), whose many shapes would each hold a prepared statement for the connection's life.
    case oneShot
}
