import Foundation
import TripModel

/// The checks across the entries of one backup, which no single document can make: run by the
/// reader, so `verify` refuses everything `restore` would refuse except what depends on the local
/// database.
///
/// Each document is valid on its own by the time it gets here (decoding checks that). What is left
/// is how the documents fit together: the store keeps stop, expense and companion ids unique across
/// trips, a companion id names one person, a bookmark points at a spot, and a catalog content id is
/// used once per source.
///
/// Memory: the ids of every stop and expense (about 30 bytes each, so about 30 MB for the million stops
/// of the largest benchmark backup) and the content id of every spot. That is the price of catching
/// a duplicate across documents before anything is written; the documents themselves still stream.
struct BackupConsistency {
    let file: String
    private var stopIDs = UUIDSet()
    private var expenseIDs = UUIDSet()
    /// Companion id → the normalized name it was first seen with, and where.
    private var companions: [UUID: (name: String, entry: String)] = [:]
    /// Bookmarked spot ids not yet seen in a spot chunk, with the bookmark's index.
    private var unresolvedBookmarks: [UUID: Int] = [:]
    private var contentIDs = Set<SpotKey>()

    private struct SpotKey: Hashable {
        let source: String
        let contentId: String
    }

    init(file: String) {
        self.file = file
    }

    /// Decodes and checks a whole-database section; sections this build does not know pass unread.
    mutating func check(section name: String, data: Data) throws {
        switch name {
        case "companions.json":
            let list = try JSONDocument.decode([Companion].self, from: data, file: file, entry: name)
            var names = Set<String>()
            for (index, companion) in list.enumerated() {
                guard names.insert(companion.name).inserted else {
                    throw invalid(
                        name, "[\(index)].name",
                        localized("backup.companion-twice", ["name": VisibleText.escaped(companion.name)]))
                }
                try check(companion, entry: name, field: "[\(index)]")
            }
        case "bookmarks.json":
            let list = try JSONDocument.decode([SpotBookmark].self, from: data, file: file, entry: name)
            for (index, bookmark) in list.enumerated()
            where unresolvedBookmarks.updateValue(index, forKey: bookmark.spotId) != nil {
                throw invalid(
                    name, "[\(index)].spotId",
                    localized("backup.bookmark-twice", ["id": bookmark.spotId.lowercasedString]))
            }
        case "search-history.json":
            let list = try JSONDocument.decode([SpotSearchRecord].self, from: data, file: file, entry: name)
            var ids = Set<UUID>()
            for (index, search) in list.enumerated() {
                if !ids.insert(search.id).inserted {
                    throw invalid(
                        name, "[\(index)].id", localized("backup.search-twice", ["id": search.id.lowercasedString]))
                }
                if let problem = TextRules.lineProblem(
                    search.keyword, what: localized("backup.the-keyword"), limit: nil)
                {
                    throw invalid(name, "[\(index)].keyword", problem)
                }
            }
        default:
            break
        }
    }

    /// Checks a spot chunk: content ids once per source, and resolves the bookmarks pointing here.
    mutating func check(spots: [Spot], entry: String) throws {
        for (index, spot) in spots.enumerated() {
            unresolvedBookmarks[spot.id] = nil
            guard let contentId = spot.contentId else { continue }
            if !contentIDs.insert(SpotKey(source: spot.source, contentId: contentId)).inserted {
                throw invalid(
                    entry, "[\(index)].contentId",
                    localized(
                        "backup.content-id-taken",
                        ["id": VisibleText.quoted(contentId), "source": VisibleText.quoted(spot.source)]))
            }
        }
    }

    /// Checks a trip's stop, expense and companion ids against the other documents.
    mutating func check(trip: Trip) throws {
        // Formatted only when a check needs it (an error, or a companion to remember), not for every trip.
        var entry: String { BackupLayout.tripPath(trip.id) }
        // By index: taking each stop out of the array copied all its text (a hundredth of a verify).
        stopIDs.prefetch(trip.stops.indices.lazy.map { trip.stops[$0].id })
        for index in trip.stops.indices where !stopIDs.insert(trip.stops[index].id) {
            let id = trip.stops[index].id
            throw invalid(
                entry, "stops[\(index)].id", localized("backup.stop-id-taken", ["id": id.lowercasedString]))
        }
        for (index, expense) in trip.expenses.enumerated() where !expenseIDs.insert(expense.id) {
            throw invalid(
                entry, "expenses[\(index)].id",
                localized("backup.expense-id-taken", ["id": expense.id.lowercasedString]))
        }
        for (index, companion) in trip.companions.enumerated() {
            try check(companion, entry: entry, field: "companions[\(index)]")
        }
    }

    /// After the last entry: every bookmark found its spot.
    func finish() throws {
        guard let (spotID, index) = unresolvedBookmarks.min(by: { $0.value < $1.value }) else { return }
        throw invalid(
            "bookmarks.json", "[\(index)].spotId",
            localized("backup.bookmark-without-spot", ["id": spotID.lowercasedString]))
    }

    private mutating func check(_ companion: Companion, entry: String, field: String) throws {
        guard let first = companions[companion.id] else {
            companions[companion.id] = (companion.name, entry)
            return
        }
        guard first.name == companion.name else {
            throw invalid(
                entry, "\(field).id",
                localized(
                    "backup.companion-id-two-names",
                    [
                        "id": companion.id.lowercasedString, "first": VisibleText.quoted(first.name),
                        "entry": first.entry, "name": VisibleText.quoted(companion.name),
                    ]))
        }
    }

    private func invalid(_ entry: String, _ field: String, _ reason: String) -> BackupError {
        .invalidData(file: file, entry: entry, field: field, reason: reason)
    }
}
