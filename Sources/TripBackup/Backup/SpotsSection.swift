import Foundation
import TripModel
import TripStore

/// `spots.json`: the spot catalog, as one array of spot documents.
///
/// One entry rather than one per spot keeps the layout simple; the catalog is bounded by the archive
/// entry limit (256 MiB, far beyond the whole TourAPI catalog), and it is the one part of a backup
/// held in memory whole.
struct SpotsSection: BackupSection {
    let entryName = "spots.json"

    func export(_ transaction: Transaction) throws -> (data: Data, count: Int)? {
        var spots: [Spot] = []
        try transaction.spots.forEach { spots.append($0) }
        guard !spots.isEmpty else { return nil }
        return (try JSONDocument.encode(spots), spots.count)
    }

    /// Merge: the newer `updatedAt` wins (the store's `merge`). Replace: the catalog becomes the backup's.
    func restore(_ data: Data, into transaction: Transaction, mode: RestoreMode, apply: Bool, file: String) throws
        -> SectionOutcome
    {
        let spots = try JSONDocument.decode([Spot].self, from: data, file: file, entry: entryName)
        var outcome = SectionOutcome()
        var ids = Set<UUID>()
        for (index, spot) in spots.enumerated() {
            guard ids.insert(spot.id).inserted else {
                throw BackupError.invalidData(
                    file: file, entry: entryName, field: "[\(index)].id", reason: "appears twice")
            }
            let stored = try transaction.spots.spot(id: spot.id)
            if stored == nil {
                outcome.added += 1
            } else if stored == spot || (mode == .merge && (stored?.updatedAt ?? spot.updatedAt) >= spot.updatedAt) {
                outcome.unchanged += 1
                continue
            } else {
                outcome.updated += 1
            }
            if apply { try transaction.spots.upsert(spot) }
        }
        if mode == .replace {
            var stale: [UUID] = []
            try transaction.spots.forEach { if !ids.contains($0.id) { stale.append($0.id) } }
            outcome.removed = stale.count
            if apply { for id in stale { try transaction.spots.delete(id: id) } }
        }
        return outcome
    }

    func clear(_ transaction: Transaction, apply: Bool) throws -> Int {
        let count = try transaction.spots.count()
        if apply { try transaction.spots.deleteAll() }
        return count
    }
}
