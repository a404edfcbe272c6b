/// Local search for a closed sequence in which some positions are locked.
///
/// The unlocked places form a sequence `free` that fills the unlocked slots in order; every move
/// rearranges a stretch of that sequence (reverse it, move one place next to a candidate neighbour,
/// or swap two places) and is kept only if the slots it touched got cheaper, so locked places never
/// move. Kicks swap unlocked places a few slots apart; a kicked sequence is kept unless it is longer.
/// A move costs time proportional to the stretch it touches, which suits trips (hundreds of stops).
struct ConstrainedSearch {
    let problem: SequenceProblem
    /// Positions of the unlocked slots, ascending.
    private let slots: [Int]
    private let neighbors: [Int32]
    private let neighborCount: Int

    init(problem: SequenceProblem) {
        self.problem = problem
        slots = (0..<problem.count).filter { problem.lockAt[$0] < 0 }
        neighborCount = min(10, max(0, problem.count - 1))
        neighbors = CandidateLists.build(costs: problem.costs, count: problem.count, size: neighborCount)
    }

    /// A good sequence (position → node) honouring every lock.
    /// - Parameter start: A sequence that already honours every lock, or `nil` to build one greedily.
    func solve(start: [Int]?, seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant) -> [Int] {
        var state = State(order: start ?? initialOrder(), slots: slots)
        descend(&state, queue: state.free)
        guard slots.count >= 3 else { return state.order }
        var rng = SplitMix64(seed: seed)
        var accepted = state
        var acceptedCost = problem.cost(of: state.order)
        var round = 0
        let clock = ContinuousClock()
        while iterations.map({ round < $0 }) ?? true, clock.now < deadline {
            round += 1
            var touched: [Int] = []
            for _ in 0..<2 {
                // Nearby slots: swapping far-apart places almost never pays and wastes the round.
                let a = rng.below(slots.count)
                let b = (a + 1 + rng.below(min(8, slots.count - 1))) % slots.count
                touched += [state.free[a], state.free[b]]
                state.swap(a, b, slots: slots)
            }
            descend(&state, queue: touched)
            let cost = problem.cost(of: state.order)
            if cost <= acceptedCost {
                accepted = state
                acceptedCost = cost
            } else {
                state = accepted
            }
        }
        return accepted.order
    }

    /// Locked places where they belong, the others filled in greedily by nearest neighbour.
    private func initialOrder() -> [Int] {
        let n = problem.count
        var order = problem.lockAt
        var placed = [Bool](repeating: false, count: n)
        for node in order where node >= 0 { placed[node] = true }
        for position in 0..<n where order[position] < 0 {
            let previous = order[position - 1]
            var best = -1
            for node in 0..<n where !placed[node] {
                if best < 0 || cost(previous, node) < cost(previous, best) { best = node }
            }
            order[position] = best
            placed[best] = true
        }
        return order
    }

    @inline(__always) func cost(_ a: Int, _ b: Int) -> Double { problem.costs[a * problem.count + b] }

    /// Applies improving moves around the queued places until none is left.
    private func descend(_ state: inout State, queue initial: [Int]) {
        var queue = initial
        var queued = Set(initial)
        while let a = queue.popLast() {
            queued.remove(a)
            guard let changed = improve(&state, around: a) else { continue }
            for index in changed {
                let node = state.free[index]
                if queued.insert(node).inserted { queue.append(node) }
            }
        }
    }

    /// Tries moves that bring `a` next to one of its candidate neighbours; returns the indices
    /// (into the free sequence) whose places should be looked at again, or `nil` if nothing helped.
    private func improve(_ state: inout State, around a: Int) -> [Int]? {
        let i = state.index[a]
        guard i >= 0 else { return nil }
        for k in 0..<neighborCount {
            let c = Int(neighbors[a * neighborCount + k])
            let j = state.index[c]
            guard j >= 0, j != i else { continue }
            let lo = min(i, j)
            let hi = max(i, j)
            var moves: [(Int, Int, (inout [Int]) -> Void)] = []
            if j > i + 1 { moves.append((i + 1, j, { $0.reverse() })) }
            if j < i - 1 { moves.append((j, i - 1, { $0.reverse() })) }
            if j > i {
                moves.append((i, j, { $0.append($0.removeFirst()) }))  // a just after c
                moves.append((i, j - 1, { $0.append($0.removeFirst()) }))  // a just before c
            } else {
                moves.append((j, i, { $0.insert($0.removeLast(), at: 1) }))  // a just after c
                moves.append((j, i, { $0.insert($0.removeLast(), at: 0) }))  // a just before c
            }
            moves.append((lo, hi, { $0.swapAt(0, $0.count - 1) }))
            for (from, to, transform) in moves where from < to {
                if attempt(&state, from, to, transform) {
                    return [from, to, max(0, from - 1), min(slots.count - 1, to + 1)]
                }
            }
        }
        return nil
    }

    /// Rewrites free[lo...hi] with `transform` and keeps it only if the edges around those slots got cheaper.
    private func attempt(_ state: inout State, _ lo: Int, _ hi: Int, _ transform: (inout [Int]) -> Void) -> Bool {
        let first = slots[lo] - 1
        let last = slots[hi]
        let before = span(state.order, first, last)
        var segment = Array(state.free[lo...hi])
        transform(&segment)
        for (offset, node) in segment.enumerated() { state.order[slots[lo + offset]] = node }
        if span(state.order, first, last) < before - 1e-9 {
            for (offset, node) in segment.enumerated() {
                state.free[lo + offset] = node
                state.index[node] = lo + offset
            }
            return true
        }
        for offset in 0...(hi - lo) { state.order[slots[lo + offset]] = state.free[lo + offset] }
        return false
    }

    /// Cost of the edges leaving positions `first...last`.
    private func span(_ order: [Int], _ first: Int, _ last: Int) -> Double {
        let n = order.count
        var total = 0.0
        for position in first...last { total += cost(order[position], order[position + 1 == n ? 0 : position + 1]) }
        return total
    }
}

/// The sequence being improved: the full order plus the unlocked places in slot order.
private struct State {
    var order: [Int]
    var free: [Int]
    /// Index of each place in `free`, or −1 for locked places.
    var index: [Int]

    init(order: [Int], slots: [Int]) {
        self.order = order
        free = slots.map { order[$0] }
        index = Array(repeating: -1, count: order.count)
        for (offset, node) in free.enumerated() { index[node] = offset }
    }

    mutating func swap(_ a: Int, _ b: Int, slots: [Int]) {
        free.swapAt(a, b)
        index[free[a]] = a
        index[free[b]] = b
        order[slots[a]] = free[a]
        order[slots[b]] = free[b]
    }
}
