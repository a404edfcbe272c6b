/// A failed SQLite call: the result code, SQLite's own message and the SQL that was running.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// The primary or extended result code (`SQLITE_BUSY` = 5, `SQLITE_CONSTRAINT` = 19…).
    public let code: Int32
    public let message: String
    public let sql: String?

    public var description: String {
        guard let sql else { return localized("sqlite.error", ["code": code, "message": message]) }
        return localized("sqlite.error-running", ["code": code, "message": message, "sql": String(sql.prefix(120))])
    }

    /// A use of a connection after ``Connection/close()``: SQLITE_MISUSE (21), which SQLite itself
    /// would not report reliably (a closed handle is freed memory), so the wrapper says it first.
    static func closed(sql: String?) -> SQLiteError {
        SQLiteError(code: 21, message: localized("sqlite.closed"), sql: sql)
    }

    /// True for SQLITE_BUSY and SQLITE_LOCKED: another process holds the database; trying again may work.
    public var isBusy: Bool {
        let primary = code & 0xff
        return primary == 5 || primary == 6
    }

    /// True for a violated UNIQUE, CHECK, NOT NULL or foreign-key constraint.
    public var isConstraintViolation: Bool { code & 0xff == 19 }
}
