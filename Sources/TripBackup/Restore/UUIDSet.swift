import Foundation

/// A set of UUIDs that stays small, grows without a spike and answers quickly at a million ids: the
/// ids of every stop in a backup.
///
/// `Set<UUID>` keeps a power-of-two table at most three quarters full and copies all of it to grow,
/// so at 1,000,000 stops it held 32 MB and briefly 48 MB, half of a restore's memory bound. Here the
/// ids themselves go, in the order they come, into pages of 65,536 that are never moved, and the
/// table only says where each one is: a slot is one word, 32 bits of the id's hash and its number.
/// The table is spread over 256 open-addressed shards that each grow by half when 75 % full, so one
/// growth copies 1/256 of it and needs no id read back (the hash bits in the slot place it again).
///
/// Why one word a slot: every insert of a verify lands at a random place in the table, and with the
/// ids in the slots (two words each) the table was twice the size of the processor's last cache, so
/// nearly every insert waited for memory (a tenth of a verify). An id is read back from its page
/// only when 32 bits of hash agree, which for two different ids is about one probe in four billion.
struct UUIDSet {
    private struct Shard {
        /// Hash tag in the high 32 bits, the id's number plus one in the low 32; zero is free.
        var slots: [UInt64] = []
        var count = 0
    }

    /// How many ids a page holds (two words each).
    private static let pageShift = 16
    private static let pageMask = (1 << pageShift) - 1

    private var shards = [Shard](repeating: Shard(), count: 256)
    /// Every id added, two words each, in pages that never move once made.
    private var pages: [[UInt64]] = []
    private(set) var count = 0
    private var prefetched: UInt64 = 0

    /// Adds `id`; false when it was already there.
    mutating func insert(_ id: UUID) -> Bool {
        let (high, low) = Self.words(id)
        let hash = Self.hash(high, low)
        let shardIndex = Int(hash >> 56)
        let tag = UInt32(truncatingIfNeeded: hash >> 24)
        if shards[shardIndex].count * 4 >= shards[shardIndex].slots.count * 3 { grow(shardIndex) }
        let slotCount = shards[shardIndex].slots.count
        var slot = Self.home(tag, slots: slotCount)
        while true {
            let value = shards[shardIndex].slots[slot]
            if value == 0 { break }
            if UInt32(truncatingIfNeeded: value >> 32) == tag,
                self.id(at: Int(UInt32(truncatingIfNeeded: value)) - 1) == (high, low)
            {
                return false
            }
            slot = slot + 1 == slotCount ? 0 : slot + 1
        }
        // Beyond four billion ids the number would not fit its 32 bits; archive limits end a read long before.
        shards[shardIndex].slots[slot] = UInt64(tag) << 32 | UInt64(count + 1)
        shards[shardIndex].count += 1
        append(high, low)
        return true
    }

    /// Reads the slot each of `ids` would start its search at, all before any insert: the table is
    /// still larger than the caches, and loads that do not wait for one another are fetched from
    /// memory together, so inserting a trip's stops after this waits about once instead of once
    /// a stop (a fifth less time for a million inserts, in a loop that streams other memory between
    /// trips as a verify does).
    mutating func prefetch<IDs: Sequence<UUID>>(_ ids: IDs) {
        var loaded: UInt64 = 0
        for id in ids {
            let (high, low) = Self.words(id)
            let hash = Self.hash(high, low)
            let tag = UInt32(truncatingIfNeeded: hash >> 24)
            shards[Int(hash >> 56)].slots.withUnsafeBufferPointer { slots in
                if !slots.isEmpty { loaded &+= slots[Self.home(tag, slots: slots.count)] }
            }
        }
        // Kept, so the loads are not optimized away as unused.
        prefetched &+= loaded
    }

    private func id(at number: Int) -> (UInt64, UInt64) {
        let page = number >> Self.pageShift
        let offset = (number & Self.pageMask) * 2
        return (pages[page][offset], pages[page][offset + 1])
    }

    private mutating func append(_ high: UInt64, _ low: UInt64) {
        if count & Self.pageMask == 0 {
            var page: [UInt64] = []
            page.reserveCapacity(2 << Self.pageShift)
            pages.append(page)
        }
        pages[pages.count - 1].append(high)
        pages[pages.count - 1].append(low)
        count += 1
    }

    private mutating func grow(_ index: Int) {
        let old = shards[index].slots
        let slotCount = max(16, old.count + old.count / 2)
        var slots = [UInt64](repeating: 0, count: slotCount)
        for value in old where value != 0 {
            var slot = Self.home(UInt32(truncatingIfNeeded: value >> 32), slots: slotCount)
            while slots[slot] != 0 { slot = slot + 1 == slotCount ? 0 : slot + 1 }
            slots[slot] = value
        }
        shards[index].slots = slots
    }

    /// The slot a tag's search starts at: the tag scaled to the table, so any size works, not only
    /// powers of two, and a growth places each slot again from the tag alone.
    private static func home(_ tag: UInt32, slots: Int) -> Int {
        Int((UInt64(tag) * UInt64(slots)) >> 32)
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
