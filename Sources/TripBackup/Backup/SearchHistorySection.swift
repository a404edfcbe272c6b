import Foundation
import TripModel
import TripStore

/// `search-history.json`: the remembered spot searches (at most a few hundred).
struct SearchHistorySection: BackupSection {
    let entryName = "search-history.json"

    func export(_ transaction: Transaction) throws -> (data: Data, count: Int)? {
        let searches = try transaction.spotSearches.all()
        guard !searches.isEmpty else { return nil }
        return (try TripJSON.document(searches), searches.count)
    }

    /// Searches never change once made, so merging only adds the ones not stored yet.
    func restore(_ data: Data, into transaction: Transaction, mode: RestoreMode, apply: Bool, file: String) throws
        -> SectionOutcome
    {
        let searches = try JSONDocument.decode([SpotSearchRecord].self, from: data, file: file, entry: entryName)
        let stored = try transaction.spotSearches.all()
        let storedIDs = Set(stored.map(\.id))
        var outcome = SectionOutcome()
        if mode == .replace {
            let kept = Set(searches.map(\.id))
            outcome.removed = stored.filter { !kept.contains($0.id) }.count
            if apply { try transaction.spotSearches.clear() }
        }
        for search in searches {
            if storedIDs.contains(search.id) { outcome.unchanged += 1 } else { outcome.added += 1 }
            if apply && (mode == .replace || !storedIDs.contains(search.id)) {
                try transaction.spotSearches.insert(search)
            }
        }
        return outcome
    }

    func clear(_ transaction: Transaction, apply: Bool) throws -> Int {
        let count = try transaction.spotSearches.all().count
        if apply { try transaction.spotSearches.clear() }
        return count
    }
}
