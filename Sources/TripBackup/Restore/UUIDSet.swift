import Foundation

/// A set of UUIDs that stays small and grows without a spike: the ids of every stop in a backup.
///
/// `Set<UUID>` keeps a power-of-two table at most three quarters full and copies all of it to grow,
/// so at 1,000,000 stops it held 32 MB and briefly 48 MB, half of a restore's memory bound. Here the
/// ids are spread over 256 open-addressed tables that each grow by half when 75 % full, so the
/// whole takes about 25 bytes an id and one growth copies 1/256 of it. (At 85 % full, 21 bytes an
/// id, a new id probed some twenty slots on average, and the inserts were a twentieth of a verify.)
struct UUIDSet {
    private struct Shard {
        /// Two words an id; an all-zero pair marks a free slot (the all-zero id is kept apart).
        var words: [UInt64] = []
        var count = 0
        var capacity: Int { words.count / 2 }
    }

    private var shards = [Shard](repeating: Shard(), count: 256)
    private var holdsZero = false
    private(set) var count = 0

    /// Adds `id`; false when it was already there.
    mutating func insert(_ id: UUID) -> Bool {
        let (high, low) = Self.words(id)
        guard high != 0 || low != 0 else {
            guard !holdsZero else { return false }
            holdsZero = true
            count += 1
            return true
        }
        let hash = Self.hash(high, low)
        let shardIndex = Int(hash >> 56)
        if shards[shardIndex].count * 4 >= shards[shardIndex].capacity * 3 { grow(shardIndex) }
        guard Self.place(high, low, hash: hash, in: &shards[shardIndex].words) else { return false }
        shards[shardIndex].count += 1
        count += 1
        return true
    }

    private mutating func grow(_ index: Int) {
        let old = shards[index].words
        let slots = max(16, shards[index].capacity + shards[index].capacity / 2)
        var words = [UInt64](repeating: 0, count: slots * 2)
        for slot in stride(from: 0, to: old.count, by: 2) where old[slot] != 0 || old[slot + 1] != 0 {
            _ = Self.place(old[slot], old[slot + 1], hash: Self.hash(old[slot], old[slot + 1]), in: &words)
        }
        shards[index].words = words
    }

    /// Puts the id in its first free slot from its home slot on; false when it is there already.
    private static func place(_ high: UInt64, _ low: UInt64, hash: UInt64, in words: inout [UInt64]) -> Bool {
        let slots = words.count / 2
        // The hash's low 56 bits scaled to the table: any size works, not only powers of two.
        var slot = Int(((hash << 8).multipliedFullWidth(by: UInt64(slots))).high)
        while true {
            let at = slot * 2
            if words[at] == 0 && words[at + 1] == 0 {
                words[at] = high
                words[at + 1] = low
                return true
            }
            if words[at] == high && words[at + 1] == low { return false }
            slot = slot + 1 == slots ? 0 : slot + 1
        }
    }

    private static func words(_ id: UUID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.uuid) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// Mixed, because ids in a hand-made file need not be random (…0001, …0002).
    private static func hash(_ high: UInt64, _ low: UInt64) -> UInt64 {
        var value = high &* 0x9E37_79B9_7F4A_7C15 ^ (low &* 0xC2B2_AE3D_27D4_EB4F)
        value ^= value >> 31
        value = value &* 0xFF51_AFD7_ED55_8CCD
        return value ^ (value >> 29)
    }
}
