internal import CSQLite

/// A prepared statement. Finalized in `deinit`; holds its connection so the handle outlives it.
public final class Statement {
    let connection: Connection
    let handle: OpaquePointer
    let sql: String

    init(connection: Connection, sql: String) throws {
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        try connection.check(code, sql: sql)
        guard let prepared else {
            throw SQLiteError(code: code, message: "no statement in SQL text", sql: sql)
        }
        self.connection = connection
        self.handle = prepared
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to the parameters `?1…?n`, replacing any earlier bindings.
    public func bind(_ values: [SQLValue]) throws {
        try connection.check(sqlite3_reset(handle), sql: sql)
        try connection.check(sqlite3_clear_bindings(handle), sql: sql)
        guard values.count == Int(sqlite3_bind_parameter_count(handle)) else {
            throw SQLiteError(
                code: 25, message: "expected \(sqlite3_bind_parameter_count(handle)) values, got \(values.count)",
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

    /// Advances to the next row; false when the statement is done.
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        try connection.check(code, sql: sql)
        return code == SQLITE_ROW
    }

    func reset() throws {
        try connection.check(sqlite3_reset(handle), sql: sql)
    }
}

/// The current row of a statement. Valid only until the statement steps again.
public struct Row {
    let statement: Statement

    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(statement.handle, column) == SQLITE_NULL
    }

    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement.handle, column) }

    public func int(_ column: Int32) -> Int { Int(int64(column)) }

    public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement.handle, column) }

    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    public func bool(_ column: Int32) -> Bool { int64(column) != 0 }

    public func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(statement.handle, column) else { return "" }
        return String(cString: text)
    }

    public func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }

    public func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(statement.handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement.handle, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
