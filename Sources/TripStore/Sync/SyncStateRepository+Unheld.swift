public import Foundation
import TripModel

/// Spots of a synced piece of the catalog that this database could not take.
///
/// A spot whose `(source, contentid)` already belongs to another spot id here (ids derive from the
/// contentid, so only old or hand-made data does this) stays in the sync repository only. Without a
/// record of it, the next commit of that piece from this database (after any local change to another
/// spot of the piece) would write the piece as the database holds it, and so remove the spot for every
/// machine. Kept in `sync_state` under `unheld:<path>` as comma-separated ids, beside the bases.
extension SyncStateRepository {
    static let unheldPrefix = "unheld:"

    /// The ids each piece (`spots/<xx>.json`) holds in the repository but not in this database.
    public func unheldSpots() throws -> [String: Set<UUID>] {
        var unheld: [String: Set<UUID>] = [:]
        let prefix = Self.unheldPrefix
        // `substr` rather than `LIKE`, as for the bases: `_` would be a wildcard.
        try connection.forEach(
            "SELECT key, value FROM sync_state WHERE substr(key, 1, ?1) = ?2",
            [.integer(Int64(prefix.count)), .text(prefix)]
        ) { row in
            let ids = row.string(1).split(separator: ",").compactMap { UUID(uuidString: String($0)) }
            unheld[String(row.string(0).dropFirst(prefix.count))] = Set(ids)
        }
        return unheld
    }

    /// Records the spots of `path` this database could not take when it applied the piece; an empty
    /// set forgets the piece.
    public func setUnheldSpots(_ ids: Set<UUID>, for path: String) throws {
        guard !ids.isEmpty else {
            try connection.run("DELETE FROM sync_state WHERE key = ?1", [.text(Self.unheldPrefix + path)])
            return
        }
        let text = ids.map(\.lowercasedString).sorted().joined(separator: ",")
        try setValue(text, for: Self.unheldPrefix + path)
    }
}
