/// Iterated local search for a closed tour over a full cost table (symmetric or not).
///
/// Start from a nearest-neighbour tour, descend with 2-opt + Or-opt, then repeatedly apply a small
/// random double-bridge (swap two short adjacent blocks, which keeps every edge's direction), repair
/// with local search around the cut points, and keep the result unless it is longer.
/// Rejected kicks are undone through the tour's journal, so one round costs time proportional to
/// what it touched, not to the size of the tour.
struct IteratedLocalSearch {
    let count: Int
    let costs: [Double]
    let symmetric: Bool

    /// Longest block a kick moves; short blocks keep the kick local so the repair is cheap.
    var maxBlock = 30
    /// Candidate neighbours per node.
    var neighborCount = 10

    /// Returns a short closed tour as a permutation of `0..<count`.
    /// - Parameters:
    ///   - seed: Seed of the kicks.
    ///   - iterations: Kick budget, or `nil` for no limit.
    ///   - deadline: When to stop regardless of the budget.
    func solve(seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant) -> [Int] {
        let start = nearestNeighbourTour()
        guard count >= 5 else { return start }
        var search = LocalSearch(
            costs: costs, count: count, symmetric: symmetric, order: start, neighborCount: neighborCount)
        for node in start { search.push(node) }
        search.run()
        search.tour.commit()
        guard count >= 8 else { return search.tour.order }
        var rng = SplitMix64(seed: seed)
        var scratch: [Int32] = []
        var accepted = search.length
        var round = 0
        let clock = ContinuousClock()
        while iterations.map({ round < $0 }) ?? true {
            if round & 15 == 0, clock.now >= deadline { break }
            round += 1
            kick(&search, rng: &rng, scratch: &scratch)
            search.run()
            if search.length <= accepted + search.epsilon {
                accepted = min(accepted, search.length)
                search.tour.commit()
            } else {
                search.tour.rollback()
                search.length = accepted
            }
        }
        return search.tour.order
    }

    private func kick(_ search: inout LocalSearch, rng: inout SplitMix64, scratch: inout [Int32]) {
        let limit = max(1, min(maxBlock, (count - 2) / 2))
        let a = 1 + rng.below(limit)
        let b = 1 + rng.below(limit)
        let start = rng.below(count)
        let tour = search.tour
        let p = tour.node(at: start - 1)
        let a1 = tour.node(at: start)
        let a2 = tour.node(at: start + a - 1)
        let b1 = tour.node(at: start + a)
        let b2 = tour.node(at: start + a + b - 1)
        let q = tour.node(at: start + a + b)
        let delta = search.d(p, b1) + search.d(b2, a1) + search.d(a2, q)
            - search.d(p, a1) - search.d(a2, b1) - search.d(b2, q)
        search.tour.swapBlocks(start: start, a, b, scratch: &scratch)
        search.length += delta
        for node in [p, a1, a2, b1, b2, q] { search.push(node) }
    }

    /// Greedy start: always go to the nearest unvisited node, beginning at node 0.
    func nearestNeighbourTour() -> [Int] {
        guard count > 0 else { return [] }
        var visited = [Bool](repeating: false, count: count)
        var order = [0]
        order.reserveCapacity(count)
        visited[0] = true
        var current = 0
        for _ in 1..<count {
            var best = -1
            var bestCost = Double.infinity
            for j in 0..<count where !visited[j] && costs[current * count + j] < bestCost {
                best = j
                bestCost = costs[current * count + j]
            }
            if best < 0 { best = visited.firstIndex(of: false) ?? 0 }
            visited[best] = true
            order.append(best)
            current = best
        }
        return order
    }
}
