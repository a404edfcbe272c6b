/// Local search for a closed sequence in which some positions are locked.
///
/// Moves never touch a locked position: they swap two unlocked places, or reverse a run of
/// consecutive unlocked positions. Kicks swap unlocked places a few slots apart; a kicked sequence
/// is kept unless it is longer. Each pass is quadratic in the number of places, which suits trips (hundreds of stops),
/// not thousand-city benchmarks.
struct ConstrainedSearch {
    let problem: SequenceProblem
    private let free: [Int]
    /// `runEnd[i]`: the last position of the run of unlocked positions that contains `i`.
    private let runEnd: [Int]

    init(problem: SequenceProblem) {
        self.problem = problem
        let n = problem.count
        free = (0..<n).filter { problem.lockAt[$0] < 0 }
        var runEnd = Array(0..<n)
        if n > 0 {
            for i in stride(from: n - 2, through: 0, by: -1) where problem.lockAt[i] < 0 && problem.lockAt[i + 1] < 0 {
                runEnd[i] = runEnd[i + 1]
            }
        }
        self.runEnd = runEnd
    }

    /// A good sequence (position → node) honouring every lock.
    /// - Parameter start: A sequence that already honours every lock, or `nil` to build one greedily.
    func solve(start: [Int]?, seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant) -> [Int] {
        var order = start ?? initialOrder()
        descend(&order)
        guard free.count >= 3 else { return order }
        var rng = SplitMix64(seed: seed)
        var accepted = order
        var acceptedCost = problem.cost(of: order)
        var round = 0
        let clock = ContinuousClock()
        while iterations.map({ round < $0 }) ?? true, clock.now < deadline {
            round += 1
            for _ in 0..<2 {
                // Nearby slots: swapping far-apart places almost never pays and wastes the round.
                let a = rng.below(free.count)
                let b = (a + 1 + rng.below(min(8, free.count - 1))) % free.count
                order.swapAt(free[a], free[b])
            }
            descend(&order)
            let cost = problem.cost(of: order)
            if cost <= acceptedCost {
                accepted = order
                acceptedCost = cost
            } else {
                order = accepted
            }
        }
        return accepted
    }

    /// Locked places where they belong, the others filled in greedily by nearest neighbour.
    private func initialOrder() -> [Int] {
        let n = problem.count
        var order = problem.lockAt
        var placed = [Bool](repeating: false, count: n)
        for node in order where node >= 0 { placed[node] = true }
        for position in 0..<n where order[position] < 0 {
            let previous = position > 0 ? order[position - 1] : -1
            var best = -1
            for node in 0..<n where !placed[node] {
                if best < 0 || (previous >= 0 && cost(previous, node) < cost(previous, best)) { best = node }
            }
            order[position] = best
            placed[best] = true
        }
        return order
    }

    @inline(__always) private func cost(_ a: Int, _ b: Int) -> Double { problem.costs[a * problem.count + b] }

    /// Cost of the edges leaving positions `from...to` (cyclic).
    private func edges(_ order: [Int], from: Int, to: Int) -> Double {
        let n = order.count
        var total = 0.0
        var position = from
        while true {
            total += cost(order[(position + n) % n], order[(position + 1 + n) % n])
            if position == to { break }
            position += 1
        }
        return total
    }

    /// First-improvement descent over swaps and run reversals until neither helps.
    private func descend(_ order: inout [Int]) {
        var improved = true
        while improved {
            improved = false
            for a in 0..<free.count {
                for b in (a + 1)..<max(a + 1, free.count) where tryMoves(&order, free[a], free[b]) {
                    improved = true
                }
            }
        }
    }

    private func tryMoves(_ order: inout [Int], _ i: Int, _ j: Int) -> Bool {
        // Swap: edges leaving i−1, i, j−1, j change (they may overlap when i and j are adjacent).
        let before = swapCost(order, i, j)
        order.swapAt(i, j)
        if swapCost(order, i, j) < before - 1e-9 { return true }
        order.swapAt(i, j)
        guard runEnd[i] >= j else { return false }
        if problem.symmetric {
            // Only the two boundary edges change when costs are symmetric.
            let n = order.count
            let before = order[i - 1]
            let after = order[(j + 1) % n]
            let delta = cost(before, order[j]) + cost(order[i], after) - cost(before, order[i]) - cost(order[j], after)
            guard delta < -1e-9 else { return false }
            order[i...j].reverse()
            return true
        }
        let old = edges(order, from: i - 1, to: j)
        order[i...j].reverse()
        if edges(order, from: i - 1, to: j) < old - 1e-9 { return true }
        order[i...j].reverse()
        return false
    }

    private func swapCost(_ order: [Int], _ i: Int, _ j: Int) -> Double {
        j == i + 1
            ? edges(order, from: i - 1, to: j) : edges(order, from: i - 1, to: i) + edges(order, from: j - 1, to: j)
    }
}
