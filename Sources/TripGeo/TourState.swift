/// A cyclic tour held as an array of nodes plus the position of every node, with an undo journal.
///
/// The heuristic search changes tours only through ``put(_:at:)`` so that a rejected kick can be
/// rolled back in time proportional to what it changed, not to the size of the tour.
struct TourState {
    let count: Int
    private(set) var nodes: [Int32]
    private(set) var position: [Int32]
    private var journal: [(position: Int32, node: Int32)] = []
    /// Whether changes are recorded for ``rollback()``; off while nothing would be rolled back (the
    /// first descent from the start tour), where the journal would only grow with every move.
    var isJournaling = true

    init(order: [Int]) {
        count = order.count
        nodes = order.map { Int32(truncatingIfNeeded: $0) }
        position = Array(repeating: 0, count: order.count)
        for (index, node) in order.enumerated() {
            position[node] = Int32(truncatingIfNeeded: index)
        }
    }

    var order: [Int] { nodes.map { Int($0) } }

    @inline(__always) func pos(_ node: Int) -> Int { Int(position[node]) }
    @inline(__always) func node(at index: Int) -> Int { Int(nodes[wrap(index)]) }
    @inline(__always) func next(_ node: Int) -> Int {
        let p = Int(position[node]) + 1
        return Int(nodes[p == count ? 0 : p])
    }
    @inline(__always) func prev(_ node: Int) -> Int {
        let p = Int(position[node])
        return Int(nodes[p == 0 ? count - 1 : p - 1])
    }
    @inline(__always) func wrap(_ index: Int) -> Int {
        index >= count ? index - count : (index < 0 ? index + count : index)
    }
    /// Number of steps forward from position `from` to position `to`.
    @inline(__always) func distance(from: Int, to: Int) -> Int {
        let d = to - from
        return d < 0 ? d + count : d
    }

    @inline(__always) mutating func put(_ node: Int, at index: Int) {
        let i = wrap(index)
        if isJournaling { journal.append((Int32(truncatingIfNeeded: i), nodes[i])) }
        nodes[i] = Int32(truncatingIfNeeded: node)
        position[node] = Int32(truncatingIfNeeded: i)
    }

    /// Forgets the journal: the current tour becomes the one ``rollback()`` returns to.
    mutating func commit() {
        journal.removeAll(keepingCapacity: true)
    }

    /// Restores the tour as it was at the last ``commit()``.
    mutating func rollback() {
        while let entry = journal.popLast() {
            nodes[Int(entry.position)] = entry.node
            position[Int(entry.node)] = entry.position
        }
    }

    /// Reverses positions `i...j` (cyclic). When `either` is set the shorter of the path and its
    /// complement is reversed instead, which gives the same cycle in a symmetric instance.
    @discardableResult
    mutating func reverse(from i: Int, to j: Int, either: Bool) -> (from: Int, to: Int) {
        var length = distance(from: i, to: j) + 1
        var lo = i
        var hi = j
        if either, 2 * length > count {
            lo = wrap(j + 1)
            hi = wrap(i - 1)
            length = count - length
        }
        for _ in 0..<(length / 2) {
            let a = Int(nodes[lo])
            let b = Int(nodes[hi])
            put(b, at: lo)
            put(a, at: hi)
            lo = wrap(lo + 1)
            hi = wrap(hi - 1)
        }
        return either && 2 * (distance(from: i, to: j) + 1) > count ? (wrap(j + 1), wrap(i - 1)) : (i, j)
    }

    /// Moves the `length` nodes starting at position `start` to sit between `after` and its successor,
    /// optionally reversed, shifting whichever side of the tour is shorter.
    mutating func moveSegment(start: Int, length: Int, after: Int, reversed: Bool) {
        // Segments are at most three long, so keep them in locals instead of allocating.
        let s0 = node(at: start)
        let s1 = length > 1 ? node(at: start + 1) : s0
        let s2 = length > 2 ? node(at: start + 2) : s1
        let end = wrap(start + length - 1)
        let forward = distance(from: end, to: pos(after))
        let backward = count - length - forward
        let first: Int
        if forward <= backward {
            for k in 0..<forward { put(node(at: end + 1 + k), at: start + k) }
            first = start + forward
        } else {
            for k in 0..<backward { put(node(at: start - 1 - k), at: end - k) }
            first = start - backward
        }
        for k in 0..<length {
            let index = reversed ? length - 1 - k : k
            put(index == 0 ? s0 : (index == 1 ? s1 : s2), at: first + k)
        }
    }

    /// Swaps the adjacent blocks of lengths `a` and `b` that start at position `start` (a double bridge
    /// whose cut points are close together). Orientation is kept, so it is valid for asymmetric costs.
    mutating func swapBlocks(start: Int, _ a: Int, _ b: Int, scratch: inout [Int32]) {
        scratch.removeAll(keepingCapacity: true)
        let start = start % count
        for k in 0..<(a + b) { scratch.append(nodes[wrap(start + k)]) }
        for k in 0..<b { put(Int(scratch[a + k]), at: start + k) }
        for k in 0..<a { put(Int(scratch[k]), at: start + b + k) }
    }

    /// Removes the edges leaving positions `cuts` (ascending, less than one lap apart, possibly past the
    /// end) and swaps two of the three arcs between them: the pure 3-opt move that keeps every arc's
    /// direction. Of the three equivalent swaps the one that moves the fewest nodes is made.
    mutating func exchangeArcs(cuts: [Int], scratch: inout [Int32]) {
        let arcs = [cuts[1] - cuts[0], cuts[2] - cuts[1], count - (cuts[2] - cuts[0])]
        if arcs[2] >= arcs[0] && arcs[2] >= arcs[1] {
            swapBlocks(start: cuts[0] + 1, arcs[0], arcs[1], scratch: &scratch)
        } else if arcs[0] >= arcs[1] {
            swapBlocks(start: cuts[1] + 1, arcs[1], arcs[2], scratch: &scratch)
        } else {
            swapBlocks(start: cuts[2] + 1, arcs[2], arcs[0], scratch: &scratch)
        }
    }
}
