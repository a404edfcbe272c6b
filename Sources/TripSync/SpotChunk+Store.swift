import Foundation
import TripModel
import TripStore

/// The spot pieces against the database, inside the caller's transaction.
extension SpotChunk {
    /// The piece as the database holds it now; nil when it has no spots.
    func export(_ transaction: Transaction) throws -> Data? {
        try document(try transaction.spots.spots(idPrefix: prefix))
    }

    /// Makes the database's piece hold `spots`: the spots it lacks go (their bookmarks with them, as on
    /// the machine that removed them), the ones that differ are written. A spot this database cannot
    /// take (its contentid belongs to another spot here) stays in the repository only, never an error,
    /// as a section's records do; its id is returned so the sync can keep it there.
    /// - Returns: whether the database changed, and the ids of the spots it could not take.
    func apply(_ spots: [Spot], _ transaction: Transaction) throws -> (changed: Bool, unheld: Set<UUID>) {
        let stored = try transaction.spots.spots(idPrefix: prefix)
        let wanted = Set(spots.map(\.id))
        var changed = false
        var unheld: Set<UUID> = []
        for spot in stored where !wanted.contains(spot.id) {
            changed = try transaction.spots.delete(id: spot.id) || changed
        }
        let current = Dictionary(stored.map { ($0.id, $0) }) { first, _ in first }
        for spot in spots where current[spot.id] != spot {
            do {
                try transaction.spots.upsert(spot)
                changed = true
            } catch StoreError.invalid, StoreError.conflict {
                unheld.insert(spot.id)
            }
        }
        return (changed, unheld)
    }

    /// `document` (the piece as this database holds it, to be committed) with the spots of `synced` (the
    /// synced commit's piece) whose ids are in `unheld` and which `document` lacks: spots this database
    /// could not take are kept in the repository rather than removed by its commit.
    func keeping(_ unheld: Set<UUID>, of synced: Data, in document: Data?) throws -> Data? {
        let ours = try document.map { try spots($0) } ?? []
        let present = Set(ours.map(\.id))
        let kept = try spots(synced).filter { unheld.contains($0.id) && !present.contains($0.id) }
        return kept.isEmpty ? document : try self.document(ours + kept)
    }
}

/// A fingerprint of each piece of the catalog, to find the pieces that changed without reading them:
/// a 64-bit FNV-1a hash of the ids and `updatedAt` stamps of the piece's spots.
///
/// Why stamps are enough: every change to a spot here stamps it (an import that changes its content,
/// a restore bringing another version, a sync applying one), and a removal or an addition changes the
/// ids. Reading two columns of 20,000 rows takes milliseconds; reading and encoding the spots would
/// take most of the one-second budget of a sync after one edit. The hash only tells "changed or not"
/// on this machine; it is never trusted for anything read from elsewhere.
struct SpotStamps: Equatable, Sendable {
    /// Pieces without spots are absent.
    var hashes: [SpotChunk: UInt64] = [:]

    /// The key in `sync_state` holding the fingerprints as the database and the sync last agreed.
    static let stateKey = "spots:agreed"

    /// The catalog as the database holds it now.
    static func read(_ transaction: Transaction) throws -> SpotStamps {
        var hashes: [String: UInt64] = [:]
        try transaction.spots.forEachStamp { id, stamp in
            let prefix = String(id.prefix(2))
            var hash = hashes[prefix] ?? 0xcbf2_9ce4_8422_2325
            for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            for byte in " \(stamp)\n".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hashes[prefix] = hash
        }
        var stamps = SpotStamps()
        for chunk in SpotChunk.all {
            if let hash = hashes[chunk.prefix] { stamps.hashes[chunk] = hash }
        }
        return stamps
    }

    /// As last agreed; nil when never (before the first sync, or a repository made by a build that did
    /// not sync spots: then every piece with spots counts as changed).
    static func agreed(_ transaction: Transaction) throws -> SpotStamps? {
        guard let text = try transaction.sync.value(stateKey) else { return nil }
        var stamps = SpotStamps()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let chunk = SpotChunk(path: SpotChunk.folder + fields[0] + ".json"),
                let hash = UInt64(fields[1], radix: 16)
            else { return nil }
            stamps.hashes[chunk] = hash
        }
        return stamps
    }

    func setAgreed(_ transaction: Transaction) throws {
        let text = hashes.keys.sorted().map { "\($0.prefix) \(String(hashes[$0] ?? 0, radix: 16))\n" }.joined()
        try transaction.sync.setValue(text, for: Self.stateKey)
    }

    /// The pieces that differ from `other` (all pieces with spots when there is no `other`).
    func changed(since other: SpotStamps?) -> [SpotChunk] {
        guard let other else { return hashes.keys.sorted() }
        return Set(hashes.keys).union(other.hashes.keys).filter { hashes[$0] != other.hashes[$0] }.sorted()
    }
}
