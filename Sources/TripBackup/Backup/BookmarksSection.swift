import Foundation
import TripModel
import TripStore

/// `bookmarks.json`: which spots the user saved, and when. Restored after the spot chunks.
struct BookmarksSection: BackupSection {
    let entryName = "bookmarks.json"

    func export(_ transaction: Transaction) throws -> (data: Data, count: Int)? {
        let bookmarks = try transaction.spotBookmarks.all()
        guard !bookmarks.isEmpty else { return nil }
        return (try TripJSON.document(bookmarks), bookmarks.count)
    }

    func restore(_ data: Data, into transaction: Transaction, mode: RestoreMode, apply: Bool, file: String) throws
        -> SectionOutcome
    {
        let bookmarks = try JSONDocument.decode([SpotBookmark].self, from: data, file: file, entry: entryName)
        var outcome = SectionOutcome()
        for (index, bookmark) in bookmarks.enumerated() {
            // In a dry run the spots are not written, so only a stored spot can be checked.
            if apply, try transaction.spots.spot(id: bookmark.spotId) == nil {
                throw BackupError.invalidData(
                    file: file, entry: entryName, field: "[\(index)].spotId",
                    reason: localized("backup.bookmark-spot-unknown"))
            }
            if try transaction.spotBookmarks.contains(spotId: bookmark.spotId) {
                outcome.unchanged += 1
            } else {
                outcome.added += 1
                if apply { try transaction.spotBookmarks.add(bookmark) }
            }
        }
        if mode == .replace {
            let kept = Set(bookmarks.map(\.spotId))
            let stale = try transaction.spotBookmarks.all().filter { !kept.contains($0.spotId) }
            outcome.removed = stale.count
            if apply { for bookmark in stale { try transaction.spotBookmarks.remove(spotId: bookmark.spotId) } }
        }
        return outcome
    }

    func clear(_ transaction: Transaction, apply: Bool) throws -> Int {
        let bookmarks = try transaction.spotBookmarks.all()
        if apply { for bookmark in bookmarks { try transaction.spotBookmarks.remove(spotId: bookmark.spotId) } }
        return bookmarks.count
    }
}
