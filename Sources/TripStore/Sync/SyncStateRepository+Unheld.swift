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
        try values(keyedUnder: Self.unheldPrefix).mapValues { text in
            Set(text.split(separator: ",").compactMap { UUID(hexString: String($0)) })
        }
    }

    /// Records the spots of `path` this database could not take when it applied the piece; an empty
    /// set forgets the piece.
    public func setUnheldSpots(_ ids: Set<UUID>, for path: String) throws {
        guard !ids.isEmpty else { return try removeValue(for: Self.unheldPrefix + path) }
        let text = ids.map(\.lowercasedString).sorted().joined(separator: ",")
        try setValue(text, for: Self.unheldPrefix + path)
    }
}
