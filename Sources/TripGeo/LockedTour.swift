/// A closed sequence (position → node) in which some positions are locked, changed only through
/// writes that are journaled so a rejected move or kick can be undone.
///
/// The unlocked positions, in ascending order, are the *slots*; the places in them form the free
/// sequence. Every rearrangement here permutes places among slots (reversing, rotating or exchanging
/// runs of slots), so no locked place ever moves, while a run may span locked positions: the locked
/// places stay put and the free places flow around them.
struct LockedTour<Costs: TourCosts> {
    let count: Int
    private(set) var order: [Int]
    /// `position[node]` is where `node` is in `order`.
    private(set) var position: [Int]
    /// `freeOrder[k]` is the place in slot `k`, kept beside `order`: reading it through `slots` put a
    /// second dependent load in front of every cost read while pricing moves.
    private(set) var freeOrder: [Int]
    /// `slotOfNode[node]` is the slot `node` is in, or −1 if it is locked: ``slot(of:)`` is asked
    /// for every candidate neighbour, and reading it through `position` was another dependent load.
    private(set) var slotOfNode: [Int]
    /// The unlocked positions, ascending.
    let slots: [Int]
    /// `slotOf[position]` is the index of `position` in `slots`, or −1 where locked.
    let slotOf: [Int]
    /// `slotsBefore[position]` is how many slots lie before `position`.
    let slotsBefore: [Int]
    /// The runs of locked places between slots, in slot order: after which slot each comes, its first
    /// and last place and the cost along it. Locked places never move, so these never change;
    /// ``delta(_:_:)`` reads them for every move that spans a lock.
    let lockedRuns: [LockedRun]
    /// `gapOf[k]` is the gap (run of slots between locked places, numbered from 0) that slot `k` is in.
    let gapOf: [Int]
    /// The slots of each gap.
    let gaps: [ClosedRange<Int>]
    /// Where costs are read.
    let costs: Costs
    /// Prefix sums for ``delta(_:_:)``; current after ``refresh()``.
    var prefix = Prefix()
    /// Writes since the last ``commit()``, oldest first, to undo them.
    private var journal: [(position: Int, node: Int)] = []

    init(order: [Int], lockAt: [Int], costs: Costs) {
        count = order.count
        self.costs = costs
        self.order = order
        position = Array(repeating: 0, count: order.count)
        for (index, node) in order.enumerated() { position[node] = index }
        slots = (0..<order.count).filter { lockAt[$0] < 0 }
        freeOrder = slots.map { order[$0] }
        var slotOf = [Int](repeating: -1, count: order.count)
        var slotsBefore = [Int](repeating: 0, count: order.count)
        var seen = 0
        for index in 0..<order.count {
            slotsBefore[index] = seen
            if lockAt[index] < 0 {
                slotOf[index] = seen
                seen += 1
            }
        }
        self.slotOf = slotOf
        slotOfNode = position.map { slotOf[$0] }
        self.slotsBefore = slotsBefore
        lockedRuns = LockedRun.between(slots, count: order.count, wrapping: false, node: { order[$0] }) {
            costs.d($0, $1)
        }
        // Slots `k` after which a locked place comes before slot `k + 1`.
        let breaks = lockedRuns.map(\.slot)
        let firsts = [0] + breaks.map { $0 + 1 }
        let lasts = breaks + [slots.count - 1]
        gaps = slots.isEmpty ? [] : zip(firsts, lasts).map { $0...$1 }
        var gapOf = [Int](repeating: 0, count: slots.count)
        for (gap, range) in gaps.enumerated() {
            for k in range { gapOf[k] = gap }
        }
        self.gapOf = gapOf
        refresh()
    }

    /// The place in slot `k`.
    @inline(__always) func free(_ k: Int) -> Int { freeOrder[unchecked: k] }

    /// The slot of `node`, or −1 if it is locked.
    @inline(__always) func slot(of node: Int) -> Int { slotOfNode[unchecked: node] }

    /// How many writes the journal holds; pass it to ``rollback(to:)`` to undo what follows.
    var mark: Int { journal.count }

    @inline(__always) func node(at index: Int) -> Int { order[unchecked: index == count ? 0 : index] }

    /// The place (free or locked) just before slot `k` in the whole sequence.
    @inline(__always) func place(before k: Int) -> Int { order[unchecked: slots[unchecked: k] &- 1] }

    /// The place (free or locked) just after slot `k` in the whole sequence, round to the start.
    @inline(__always) func place(after k: Int) -> Int { node(at: slots[unchecked: k] &+ 1) }

    /// Puts `node` into slot `k`.
    @inline(__always) mutating func put(_ node: Int, at k: Int) {
        let index = slots[k]
        journal.append((index, order[index]))
        order[index] = node
        freeOrder[k] = node
        slotOfNode[node] = k
        position[node] = index
    }

    /// Forgets the journal: the current order becomes the one rollbacks return to.
    mutating func commit() { journal.removeAll(keepingCapacity: true) }

    /// Undoes every write after `mark`; returns the slots that changed, for ``refresh(from:through:)``,
    /// or `nil` if none did.
    @discardableResult
    mutating func rollback(to mark: Int = 0) -> ClosedRange<Int>? {
        var first = slots.count
        var last = -1
        while journal.count > mark, let entry = journal.popLast() {
            order[entry.position] = entry.node
            freeOrder[slotsBefore[entry.position]] = entry.node
            slotOfNode[entry.node] = slotsBefore[entry.position]
            position[entry.node] = entry.position
            first = min(first, slotsBefore[entry.position])
            last = max(last, slotsBefore[entry.position])
        }
        return first <= last ? first...last : nil
    }

    /// Reverses slots `lo...hi`.
    mutating func reverse(_ lo: Int, _ hi: Int) {
        var a = lo
        var b = hi
        while a < b {
            let x = free(a)
            put(free(b), at: a)
            put(x, at: b)
            a += 1
            b -= 1
        }
    }

    /// Moves the `length` places at the front of slots `lo...hi` to its back (or the back ones to the
    /// front when `toBack` is false): an Or-opt move of a segment, the others shifting by `length`.
    mutating func rotate(_ lo: Int, _ hi: Int, length: Int, toBack: Bool) {
        let nodes = (lo...hi).map { free($0) }
        let span = nodes.count
        let shift = toBack ? length : span - length
        for k in 0..<span { put(nodes[(k + shift) % span], at: lo + k) }
    }

    /// Exchanges the non-overlapping segments of `length` places starting at slots `a` and `b`,
    /// reversing the one that lands at `b` and/or the one that lands at `a` when asked.
    mutating func exchange(_ a: Int, _ b: Int, length: Int, reverseAtA: Bool, reverseAtB: Bool) {
        let first = (a..<(a + length)).map { free($0) }
        let second = (b..<(b + length)).map { free($0) }
        for k in 0..<length {
            put(second[reverseAtA ? length - 1 - k : k], at: a + k)
            put(first[reverseAtB ? length - 1 - k : k], at: b + k)
        }
    }
}

extension LockedTour where Costs == MatrixCosts {
    /// A tour over a full row-major table of costs between `order.count` nodes.
    init(order: [Int], lockAt: [Int], costs: [Double]) {
        self.init(order: order, lockAt: lockAt, costs: MatrixCosts(storage: costs, count: order.count))
    }
}

/// The locked places between slot `slot` and the next one: where the run starts and ends, and the
/// cost of the edges inside it.
struct LockedRun {
    let slot: Int
    let first: Int
    let last: Int
    let cost: Double

    /// The runs of locked positions between consecutive `slots` (the free positions, ascending) of a
    /// closed sequence of `count` positions holding `node(position)`. With `wrapping`, also the run
    /// after the last slot, round through position 0, counted as coming after slot `slots.count − 1`.
    static func between(
        _ slots: [Int], count: Int, wrapping: Bool, node: (Int) -> Int, cost: (Int, Int) -> Double
    ) -> [LockedRun] {
        let m = slots.count
        var runs: [LockedRun] = []
        for k in 0..<(wrapping ? m : max(0, m - 1)) {
            let first = slots[k] + 1
            let last = (k + 1 < m ? slots[k + 1] : slots[0] + count) - 1
            guard first <= last else { continue }
            var along = 0.0
            for position in first..<last { along += cost(node(position % count), node((position + 1) % count)) }
            runs.append(LockedRun(slot: k, first: node(first % count), last: node(last % count), cost: along))
        }
        return runs
    }
}
