/// One numbered step of the schema. Steps run in order, each in its own transaction, and the
/// database's `PRAGMA user_version` records the last one applied.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String

    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }

    /// Every migration this build knows, in order. Add new ones at the end; never edit a shipped one.
    public static let all: [Migration] = [
        .foundation,
        .spots,
        .schedule,
        .sync,
        .spotHours,
    ]
}
