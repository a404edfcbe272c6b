import Foundation
import TripModel
import TripStore

/// Bringing the database's section to a document, inside the caller's transaction.
extension SyncSection {
    /// Makes the section hold the document's records (nil: none). Records this database cannot take
    /// stay in the document only, never an error: a bookmark of a spot this machine's catalog lacks, a
    /// companion whose id names someone else here. A companion still on a trip stays (the trip's own
    /// document says who travels), so removing someone on one machine never edits trips on another.
    func apply(_ document: Data?, _ transaction: Transaction) throws {
        let records = try document.map { try self.records($0) }
        switch self {
        case .companions:
            guard case .companions(let wanted) = records ?? .companions([]) else { return }
            let names = Set(wanted.map(\.name))
            for companion in wanted where try transaction.companions.named(companion.name) == nil {
                do {
                    try transaction.companions.upsert(companion)
                } catch StoreError.conflict, StoreError.invalid {
                    continue
                }
            }
            for (companion, trips) in try transaction.companions.all()
            where trips == 0 && !names.contains(companion.name) {
                try transaction.companions.delete(name: companion.name)
            }
        case .bookmarks:
            guard case .bookmarks(let wanted) = records ?? .bookmarks([]) else { return }
            // A bookmark whose time changed (a conflict taken back) goes and comes back with that time.
            let kept = Set(wanted)
            for bookmark in try transaction.spotBookmarks.all() where !kept.contains(bookmark) {
                try transaction.spotBookmarks.remove(spotId: bookmark.spotId)
            }
            for bookmark in wanted where try transaction.spots.spot(id: bookmark.spotId) != nil {
                try transaction.spotBookmarks.add(bookmark)
            }
        case .searchHistory:
            guard case .searches(let wanted) = records ?? .searches([]) else { return }
            guard try transaction.spotSearches.all() != wanted else { return }
            _ = try transaction.spotSearches.clear()
            for search in wanted { try transaction.spotSearches.insert(search) }
        }
    }

    /// The section as last agreed between the database and the sync: `.some(nil)` for no records,
    /// nil when it never was (before the first sync, or from a build that synced trips only).
    func agreed(_ transaction: Transaction) throws -> Data?? {
        guard let text = try transaction.sync.value(stateKey) else { return nil }
        return .some(text.isEmpty ? nil : Data(text.utf8))
    }

    func setAgreed(_ document: Data?, _ transaction: Transaction) throws {
        try transaction.sync.setValue(document.map { String(decoding: $0, as: UTF8.self) } ?? "", for: stateKey)
    }
}
