import Foundation
import TripModel

/// Decodes `spots/NNNNNN.json` chunks on the reader's side and checks what the layout promises:
/// chunks numbered 1, 2, 3… without gaps, at most `BackupLayout.spotsPerChunk` spots each, and ids
/// rising strictly across the whole catalog.
///
/// Rising ids make a duplicate impossible to miss without a set of a million ids, and let a
/// replacing restore walk the store's id order alongside the backup's.
struct SpotChunkChecker {
    let file: String
    /// The number the next chunk must have.
    private var expected = 1
    /// The last spot id seen, as the store orders ids (its lower-case text).
    private var lastID: String?
    /// Spots read so far, checked against the manifest's count.
    private(set) var count = 0

    init(file: String) {
        self.file = file
    }

    /// Decodes chunk `number` from `entry` and checks it.
    mutating func check(_ data: Data, number: Int, entry: String) throws -> [Spot] {
        guard number == expected else {
            let reason =
                number < expected
                ? localized("backup.chunk-repeated", ["number": number])
                : localized("backup.chunk-out-of-place", ["expected": BackupLayout.spotChunkPath(expected)])
            throw BackupError.integrity(file: file, entry: entry, reason: reason)
        }
        expected += 1
        let spots = try JSONDocument.decode([Spot].self, from: data, file: file, entry: entry)
        guard (1...BackupLayout.spotsPerChunk).contains(spots.count) else {
            throw BackupError.integrity(
                file: file, entry: entry,
                reason: localized(
                    "backup.chunk-size", ["count": spots.count, "maximum": BackupLayout.spotsPerChunk]))
        }
        for (index, spot) in spots.enumerated() {
            let id = spot.id.lowercasedString
            if let lastID, !lastID.utf8.lexicographicallyPrecedes(id.utf8) {
                throw BackupError.invalidData(
                    file: file, entry: entry, field: "[\(index)].id",
                    reason: localized("backup.spot-order", ["id": id, "previous": lastID]))
            }
            lastID = id
        }
        count += spots.count
        return spots
    }
}
