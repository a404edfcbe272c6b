/// One numbered step of the schema. Steps run in order, each in its own transaction, and the
/// database's `PRAGMA user_version` records the last one applied.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String
    /// Work SQL cannot do (Unicode normalization), run after `sql` in the same transaction.
    let rewrite: (@Sendable (Connection) throws -> Void)?

    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, sql: sql, rewrite: nil)
    }

    init(version: Int, name: String, sql: String, rewrite: (@Sendable (Connection) throws -> Void)?) {
        self.version = version
        self.name = name
        self.sql = sql
        self.rewrite = rewrite
    }

    /// Every migration this build knows, in order. Add new ones at the end; never edit a shipped one.
    public static let all: [Migration] = [
        .foundation,
        .spots,
        .schedule,
        .sync,
        .spotHours,
        .composedTripNames,
    ]
}
