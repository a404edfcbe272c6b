internal import CSQLite

/// One open SQLite database handle. Owns the handle and closes it in `deinit`.
///
/// Not `Sendable`: a connection belongs to the thread that uses it, as SQLite's own rules require
/// when the library is not in serialized mode.
public final class Connection {
    let handle: OpaquePointer
    private var statementCache: [String: Statement] = [:]

    /// Opens (creating if needed) the database at `path`.
    /// - Parameter readOnly: open an existing database for reading only, never creating it.
    /// - Throws: ``SQLiteError`` when the file cannot be opened as a database.
    public init(path: String, readOnly: Bool = false) throws {
        var opened: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else { throw SQLiteError(code: code, message: "out of memory opening \(path)", sql: nil) }
        guard code == SQLITE_OK else {
            // The handle exists even when opening fails and must be closed to free it.
            let message = String(cString: sqlite3_errmsg(opened))
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: message, sql: nil)
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Drops cached statements so the connection can be released (statements keep it alive).
    public func close() {
        statementCache.removeAll()
    }

    /// The one place result codes become errors.
    func check(_ code: Int32, sql: String? = nil) throws {
        switch code {
        case SQLITE_OK, SQLITE_ROW, SQLITE_DONE: return
        default: throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
        }
    }

    /// Runs one or more statements that take no parameters (schema, pragmas, BEGIN/COMMIT).
    public func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// A prepared statement for `sql`, reused across calls: prepared once, finalized with the connection.
    public func statement(_ sql: String) throws -> Statement {
        if let cached = statementCache[sql] {
            try cached.reset()
            return cached
        }
        let statement = try Statement(connection: self, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs a statement that returns no rows and reports how many rows it changed.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
        let statement = try statement(sql)
        try statement.bind(values)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query and maps each row.
    public func query<T>(_ sql: String, _ values: [SQLValue] = [], _ map: (Row) throws -> T) throws -> [T] {
        let statement = try statement(sql)
        try statement.bind(values)
        var results: [T] = []
        while try statement.step() {
            results.append(try map(Row(statement: statement)))
        }
        return results
    }

    /// Runs a query and maps its first row, if any.
    public func queryFirst<T>(_ sql: String, _ values: [SQLValue] = [], _ map: (Row) throws -> T) throws -> T? {
        let statement = try statement(sql)
        try statement.bind(values)
        defer { try? statement.reset() }
        return try statement.step() ? try map(Row(statement: statement)) : nil
    }

    /// Calls `body` for each row without collecting them, so large results stream in constant memory.
    public func forEach(_ sql: String, _ values: [SQLValue] = [], _ body: (Row) throws -> Void) throws {
        let statement = try Statement(connection: self, sql: sql)
        try statement.bind(values)
        while try statement.step() {
            try body(Row(statement: statement))
        }
    }

    /// The rowid of the last inserted row.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
