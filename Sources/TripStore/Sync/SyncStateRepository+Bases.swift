public import Foundation

/// The documents that local edits made while a sync ran were based on.
///
/// A sync applies the remote's version of a trip only if the trip is still as the sync found it; one
/// edited meanwhile is left for the next sync. That edit was made on the version this database held
/// then, not on the one the sync reached, so the next sync must merge it with the synced version three
/// ways from that earlier document: committing the database's copy as it is would silently undo what
/// the remote changed. These are kept in `sync_state` under `base:<path>`, beside the sections' agreed
/// documents: they are few, short-lived and written in the applying transaction, and keeping them there
/// leaves the schema (and so which builds can open the database) as it is.
extension SyncStateRepository {
    static let basePrefix = "base:"

    /// Each remembered base by document path (`trips/<id>.json`); a nil document is a trip this
    /// database's copy did not grow from any version of (it did not hold the trip then).
    public func bases() throws -> [String: Data?] {
        // An empty value is a nil document (`Data?.none` inside the dictionary, not a dropped key).
        try values(keyedUnder: Self.basePrefix).mapValues { text -> Data? in text.isEmpty ? nil : Data(text.utf8) }
    }

    /// Every value whose key starts with `prefix`, by the rest of its key.
    func values(keyedUnder prefix: String) throws -> [String: String] {
        var values: [String: String] = [:]
        // `substr` rather than `LIKE`: a path may hold `_`, which `LIKE` would take as a wildcard.
        try connection.forEach(
            "SELECT key, value FROM sync_state WHERE substr(key, 1, ?1) = ?2",
            [.integer(Int64(prefix.count)), .text(prefix)]
        ) { row in
            values[String(row.string(0).dropFirst(prefix.count))] = row.string(1)
        }
        return values
    }

    /// Remembers the document a local edit of `path` was based on (nil: none).
    public func setBase(_ document: Data?, for path: String) throws {
        try setValue(document.map { String(decoding: $0, as: UTF8.self) } ?? "", for: Self.basePrefix + path)
    }

    /// Forgets the base of `path`, once the database holds a version the sync agreed on.
    public func removeBase(for path: String) throws {
        try removeValue(for: Self.basePrefix + path)
    }
}
