internal import CSQLite

/// A prepared statement. Finalized by its connection's ``Connection/close()``, or in `deinit`.
///
/// The back reference is `unowned`: the connection owns its cached statements, and one-shot
/// statements never outlive the call that made them (``Connection/withStatement(_:_:_:)``).
package final class Statement {
    unowned let connection: Connection
    /// Nil once finalized; a finalized statement throws instead of stepping a freed handle.
    private var preparedHandle: OpaquePointer?
    let sql: String

    init(connection: Connection, sql: String) throws {
        var prepared: OpaquePointer?
        let database = try connection.handle(for: sql)
        let code = sqlite3_prepare_v3(database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        try connection.check(code, sql: sql)
        guard let prepared else {
            throw SQLiteError(code: code, message: localized("sqlite.no-statement"), sql: sql)
        }
        self.connection = connection
        self.preparedHandle = prepared
        self.sql = sql
    }

    deinit {
        finalize()
    }

    /// Frees the prepared statement; safe to call twice, which the connection's `close` and `deinit` may.
    func finalize() {
        guard let handle = preparedHandle else { return }
        preparedHandle = nil
        sqlite3_finalize(handle)
    }

    /// The prepared handle, or the error a use after the connection closed gets.
    var handle: OpaquePointer {
        get throws {
            guard let preparedHandle else { throw SQLiteError.closed(sql: sql) }
            return preparedHandle
        }
    }

    /// Binds `values` to the parameters `?1…?n`, replacing any earlier bindings.
    package func bind(_ values: [SQLValue]) throws {
        let handle = try handle
        // sqlite3_reset repeats the error of the last step, which its caller already got; checking it
        // here made the next use of a cached statement fail with that stale error.
        sqlite3_reset(handle)
        try connection.check(sqlite3_clear_bindings(handle), sql: sql)
        guard values.count == Int(sqlite3_bind_parameter_count(handle)) else {
            throw SQLiteError(
                code: 25,
                message: localized(
                    "sqlite.value-count", ["expected": sqlite3_bind_parameter_count(handle), "count": values.count]),
                sql: sql)
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text): code = sqlite3_bind_text(handle, index, text, -1, trip_sqlite_transient)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes {
                    sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), trip_sqlite_transient)
                }
            }
            try connection.check(code, sql: sql)
        }
    }

    /// How many columns each row has.
    var columnCount: Int32 {
        get throws { sqlite3_column_count(try handle) }
    }

    /// Advances to the next row; false when the statement is done.
    package func step() throws -> Bool {
        let code = sqlite3_step(try handle)
        try connection.check(code, sql: sql)
        return code == SQLITE_ROW
    }

    /// Rewinds the statement. The code sqlite3_reset returns is the last step's, already reported.
    func reset() throws {
        sqlite3_reset(try handle)
    }
}

/// The current row of a statement. Valid only until the statement steps again.
package struct Row {
    /// Taken while the statement is known to be prepared: a row exists only between `step` calls.
    let handle: OpaquePointer

    init(statement: Statement) throws {
        handle = try statement.handle
    }

    package func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    package func int(_ column: Int32) -> Int { Int(int64(column)) }

    package func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    package func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    package func bool(_ column: Int32) -> Bool { int64(column) != 0 }

    package func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: text)
    }

    package func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }

    /// The column's text as UTF-8 bytes read in place (empty for NULL), for parsers that need no
    /// string of their own; the bytes are valid only inside `body`.
    package func withText<Result>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        // Text first, then its length: SQLite's documented order, as asking for the text may convert it.
        let text = sqlite3_column_text(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
    }

    package func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
