import Foundation
import TripModel
import TripStore

/// `spots/NNNNNN.json`: the spot catalog in chunks of at most `BackupLayout.spotsPerChunk` spots, in
/// id order.
///
/// The catalog can hold a million spots; one entry would have to be built (and read back) whole.
/// Chunks let create encode while streaming the store and restore apply while streaming the
/// archive, so memory is bounded by one chunk however large the catalog grows.
enum SpotsSection {
    /// The key of the spots' outcome in `RestoreReport.sections` and of their count in the manifest.
    static let name = "spots"

    /// Streams the catalog out of `transaction` one chunk at a time, calling `write` with each
    /// chunk's entry name and JSON.
    /// - Returns: how many spots were written.
    static func export(_ transaction: Transaction, write: (String, Data) throws -> Void) throws -> Int {
        var chunk: [Spot] = []
        chunk.reserveCapacity(BackupLayout.spotsPerChunk)
        var number = 0
        var total = 0
        func flush() throws {
            number += 1
            total += chunk.count
            try write(BackupLayout.spotChunkPath(number), try TripJSON.document(chunk))
            chunk.removeAll(keepingCapacity: true)
        }
        // `forEach` yields in id order, so chunks and the spots inside them come out in id order.
        try transaction.spots.forEach { spot in
            chunk.append(spot)
            if chunk.count == BackupLayout.spotsPerChunk { try flush() }
        }
        if !chunk.isEmpty { try flush() }
        return total
    }
}

/// Applies spot chunks as they arrive, inside the restore's transaction.
///
/// Merge: the newer `updatedAt` wins. Replace: the catalog becomes the backup's. The spots the
/// backup lacks are found by walking the store's id order alongside the backup's (the reader has
/// checked that ids rise strictly across chunks): before each chunk is applied, the stored spots
/// after the previous chunk's last id and up to this chunk's last id that are not in this chunk go.
/// Removing them first also frees any content id a backup spot takes over.
struct SpotsRestore {
    let transaction: Transaction
    let mode: RestoreMode
    let apply: Bool
    private(set) var outcome = SectionOutcome()
    private var lastID: UUID?
    private(set) var sawChunk = false
    /// Bookmarks removed with their spots (only when applying: a dry run removes no spots, so the
    /// bookmarks section still finds those bookmarks and counts them itself).
    private(set) var removedBookmarks = 0

    init(transaction: Transaction, mode: RestoreMode, apply: Bool) {
        self.transaction = transaction
        self.mode = mode
        self.apply = apply
    }

    /// Applies one chunk (ids rising, checked by the reader).
    mutating func take(_ spots: [Spot]) throws {
        sawChunk = true
        if mode == .replace, let last = spots.last {
            if apply {
                removedBookmarks += try transaction.spots.bookmarksOnAbsent(
                    after: lastID, through: last.id, keeping: spots.map(\.id))
            }
            outcome.removed += try transaction.spots.removeAbsent(
                after: lastID, through: last.id, keeping: spots.map(\.id), apply: apply)
        }
        for (index, spot) in spots.enumerated() {
            let stored = try transaction.spots.spot(id: spot.id)
            if stored == nil {
                outcome.added += 1
            } else if stored == spot || (mode == .merge && (stored?.updatedAt ?? spot.updatedAt) >= spot.updatedAt) {
                outcome.unchanged += 1
                continue
            } else {
                outcome.updated += 1
            }
            do {
                if apply { try transaction.spots.upsert(spot) }
            } catch StoreError.conflict(let field, let message) {
                throw StoreError.conflict(field: "[\(index)].\(field)", message: message)
            }
        }
        lastID = spots.last?.id ?? lastID
    }

    /// After the last chunk: in replace mode, removes the stored spots past the backup's last id
    /// (all of them when the backup has no spots).
    mutating func finish() throws {
        guard mode == .replace else { return }
        if apply {
            removedBookmarks += try transaction.spots.bookmarksOnAbsent(after: lastID, through: nil, keeping: [])
        }
        outcome.removed += try transaction.spots.removeAbsent(after: lastID, through: nil, keeping: [], apply: apply)
    }
}
