/// Building a locked sequence from one that ignores the locks.
extension ConstrainedSearch {
    /// Turns `cycle` (every node once, in a good unconstrained order) into a sequence that honours
    /// every lock, changing as little of it as is cheap.
    ///
    /// Pulling each locked place out and dropping it at its position tears it away from the places
    /// around it. Instead, each locked place is put back where it is cheapest in the cycle, and then
    /// the *free* places that are cheapest to move are carried across it until it sits at its index:
    /// a locked place that comes too late sends some earlier places to after it, one that comes too
    /// early pulls some later ones in front of it. Returns `nil` if the result would break a lock, or
    /// when `deadline` passes first: a carry weighs every place, so on thousands of places a repair
    /// takes seconds, and it is only one of the starts the search may go on from.
    func repaired(_ cycle: [Int], until deadline: ContinuousClock.Instant? = nil) -> [Int]? {
        let n = problem.count
        guard cycle.count == n, let home = cycle.firstIndex(of: problem.start) else { return nil }
        let rotated = Array(cycle[home...] + cycle[..<home])
        var sequence = rotated.filter { problem.positionOf[$0] <= 0 }
        let targets = (1..<n).filter { problem.lockAt[$0] >= 0 }
        var previous = 0
        for target in targets {
            let node = problem.lockAt[target]
            let slot = cheapestSlot(for: node, in: sequence, slots: (previous + 1)...sequence.count)
            sequence.insert(node, at: slot)
            previous = slot
        }
        previous = 0
        var index = [Int](repeating: 0, count: n)
        for target in targets {
            let node = problem.lockAt[target]
            guard var q = sequence.firstIndex(of: node) else { return nil }
            while q > target {
                if let deadline, ContinuousClock.now >= deadline { return nil }
                guard carry(&sequence, index: &index, from: (previous + 1)..<q, to: (q + 1)...n) else { return nil }
                q -= 1
            }
            while q < target {
                if let deadline, ContinuousClock.now >= deadline { return nil }
                let later = ((q + 1)..<n).filter { problem.positionOf[sequence[$0]] < 0 }
                guard carry(&sequence, index: &index, from: later, to: (previous + 1)...q) else { return nil }
                q += 1
            }
            previous = target
        }
        let honoured = (0..<n).allSatisfy { problem.lockAt[$0] < 0 || sequence[$0] == problem.lockAt[$0] }
        return honoured && sequence.count == n ? sequence : nil
    }

    /// Cost of putting `node` into `sequence` before index `slot` (after the last place when `slot`
    /// equals the count; the sequence is closed).
    private func insertion(_ node: Int, _ sequence: [Int], _ slot: Int) -> Double {
        let before = sequence[(slot - 1 + sequence.count) % sequence.count]
        let after = sequence[slot % sequence.count]
        return cost(before, node) + cost(node, after) - cost(before, after)
    }

    private func cheapestSlot(for node: Int, in sequence: [Int], slots: ClosedRange<Int>) -> Int {
        var best = slots.lowerBound
        var bestCost = Double.infinity
        for slot in slots {
            let value = insertion(node, sequence, slot)
            if value < bestCost {
                best = slot
                bestCost = value
            }
        }
        return best
    }

    /// Moves the free place among `sources` (indices) that is cheapest to remove and re-insert at one
    /// of `slots`, trying the slots next to its candidate neighbours and the ends of `slots`.
    ///
    /// A repair makes as many carries as the locks are displaced, each weighing every source, so this
    /// runs tens of thousands of times on a 300-place route: it allocates nothing per source.
    private func carry<S: Sequence<Int>>(
        _ sequence: inout [Int], index: inout [Int], from sources: S, to slots: ClosedRange<Int>
    ) -> Bool {
        let n = sequence.count
        for (offset, node) in sequence.enumerated() { index[node] = offset }
        var best: (source: Int, slot: Int, cost: Double)?
        for source in sources {
            let x = sequence[source]
            let previous = sequence[(source - 1 + n) % n]
            let next = sequence[(source + 1) % n]
            let gain = cost(previous, x) + cost(x, next) - cost(previous, next)
            // The ends of `slots`, then the slots before and after each candidate neighbour.
            for candidate in 0..<(2 + 2 * neighborCount) {
                let slot: Int
                switch candidate {
                case 0: slot = slots.lowerBound
                case 1: slot = slots.upperBound
                default: slot = index[neighbor(x, (candidate - 2) / 2)] + candidate % 2
                }
                guard slots.contains(slot) else { continue }
                let value = insertion(x, sequence, slot) - gain
                if best.map({ value < $0.cost }) ?? true { best = (source, slot, value) }
            }
        }
        guard let (source, slot, _) = best else { return false }
        let x = sequence.remove(at: source)
        sequence.insert(x, at: source < slot ? slot - 1 : slot)
        return true
    }
}
