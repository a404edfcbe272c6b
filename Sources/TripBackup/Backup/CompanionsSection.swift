import Foundation
import TripModel
import TripStore

/// `companions.json`: the shared companion list, including people on no trip yet, who would
/// otherwise be lost because trip documents only carry the companions they use.
struct CompanionsSection: BackupSection {
    let entryName = "companions.json"

    func export(_ transaction: Transaction) throws -> (data: Data, count: Int)? {
        let companions = try transaction.companions.all().map(\.companion)
        guard !companions.isEmpty else { return nil }
        return (try TripJSON.document(companions), companions.count)
    }

    /// Companions are matched by normalized name (the store's rule), so a person known here under
    /// another id keeps the local id; that is "unchanged", not a conflict.
    func restore(_ data: Data, into transaction: Transaction, mode: RestoreMode, apply: Bool, file: String) throws
        -> SectionOutcome
    {
        let companions = try JSONDocument.decode([Companion].self, from: data, file: file, entry: entryName)
        var outcome = SectionOutcome()
        // The reader has checked the list against itself and the trips (BackupConsistency).
        for (index, companion) in companions.enumerated() {
            if try transaction.companions.named(companion.name) != nil {
                outcome.unchanged += 1
                continue
            }
            outcome.added += 1
            do {
                if apply { try transaction.companions.upsert(companion) }
            } catch StoreError.conflict(_, let message) {
                throw BackupError.invalidData(file: file, entry: entryName, field: "[\(index)].id", reason: message)
            }
        }
        if mode == .replace {
            let kept = Set(companions.map { Companion.normalize($0.name) })
            outcome.removed = try remove(from: transaction, apply: apply) { !kept.contains($0.name) }
        }
        return outcome
    }

    /// A replacing restore makes the companion list the backup's: a backup without companions.json
    /// had none, so everyone goes (trips the backup holds bring their own companions back).
    func clear(_ transaction: Transaction, apply: Bool) throws -> Int {
        try remove(from: transaction, apply: apply) { _ in true }
    }

    private func remove(
        from transaction: Transaction, apply: Bool, where shouldGo: (Companion) -> Bool
    ) throws -> Int {
        let gone = try transaction.companions.all().map(\.companion).filter(shouldGo)
        if apply { for companion in gone { try transaction.companions.delete(name: companion.name) } }
        return gone.count
    }
}
