/// Iterated local search for a closed tour over a full cost table (symmetric or not).
///
/// Start from a greedy-edge tour (nearest-neighbour when asymmetric), descend with local search, then
/// repeatedly kick: cut the tour after three nodes that are near each other in space and swap two of
/// the three arcs (a double bridge: it keeps every edge's direction and local search cannot undo it
/// in one move), repair with local search around the cut points, and keep the result unless it is
/// longer than the current tour by more than a shrinking allowance.
/// Rejected kicks are undone through the tour's journal, so one round costs time proportional to
/// what it touched, not to the size of the tour.
struct IteratedTourSearch<Costs: TourCosts> {
    let count: Int
    let costs: Costs
    let symmetric: Bool
    /// Candidate lists found without a full table (see ``SparseNeighbors``); when nil they are read
    /// from the table, and the start is built as it always was.
    var sparse: SparseNeighbors?
    /// With `sparse`, the tour to start from instead of the greedy one, when the time limit is too short
    /// to build that.
    var start: [Int]?

    /// Longest block a fallback kick moves; short blocks keep the kick local so the repair is cheap.
    var maxBlock = 30
    /// Candidate neighbours per node.
    var neighborCount = 10
    /// Largest worsening accepted at the start, as a fraction of the average edge.
    var threshold = 0.02
    /// What every tour pays whatever its order: the one penalty edge at the dummy of an open path
    /// with a single pinned end. The allowance is scaled from the rest; counted in, the penalty
    /// (about the longest distance times the number of places) made it so wide that the search
    /// wandered and kept only what its first descent had found.
    var fixedCost = 0.0
    /// Kicks per thousand that cut at random places anywhere in the tour instead of one neighbourhood;
    /// they rearrange the tour's large-scale structure, which local kicks cannot. 100 beat 30 and 200 at
    /// equal CPU time on gr431, ali535 and gr666.
    var globalShare = 100
    /// Whether every kick swaps two short blocks next to each other in the tour. Three cut points near
    /// in space may lie thousands of positions apart in a large tour, and moving such arcs costs time
    /// proportional to their length; short blocks keep a kick's cost independent of the tour's size.
    var shortKicks = false

    /// Returns a short closed tour as a permutation of `0..<count`.
    /// - Parameters:
    ///   - seed: Seed of the kicks.
    ///   - iterations: Kick budget, or `nil` for no limit.
    ///   - deadline: When to stop regardless of the budget.
    func solve(seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant) -> [Int] {
        guard var search = firstDescent(deadline: deadline) else { return nearestNeighbourTour() }
        guard count >= 8 else { return search.tour.order }
        var rng = SplitMix64(seed: seed)
        var scratch: [Int32] = []
        var current = search.length
        var best = (length: current, order: search.tour.order)
        // Accepting slightly longer tours early lets the search leave a basin; the allowance shrinks
        // to zero as the budget runs out, and the best tour ever seen is what is returned.
        let allowance = threshold * max(0, current - fixedCost) / Double(count)
        var schedule = SearchSchedule(iterations: iterations, deadline: deadline)
        while schedule.nextRound() {
            kick(&search, rng: &rng, scratch: &scratch)
            search.run()
            if search.length <= current + allowance * (1 - schedule.progress) + search.epsilon {
                current = search.length
                search.tour.commit()
                if current < best.length - search.epsilon { best = (current, search.tour.order) }
            } else {
                search.tour.rollback()
                search.length = current
            }
        }
        return best.order
    }

    /// The start tour improved by local search, or nil when there are too few nodes to search.
    private func firstDescent(deadline: ContinuousClock.Instant) -> TourSearch<Costs>? {
        guard count >= 5 else { return nil }
        var search: TourSearch<Costs>
        let start: [Int]
        if let sparse {
            // Greedy edges ranked by the spatial index's distances: no cost is computed before searching.
            start = self.start ?? GreedyTour.build(sparse: sparse, costs: costs)
            search = TourSearch(
                costs: costs, symmetric: symmetric, order: start, neighbors: sparse.neighbors,
                neighborCount: sparse.size)
            search.deadline = deadline
        } else {
            let nearest = nearestNeighbourTour()
            let size = min(neighborCount, count - 1)
            search = TourSearch(
                costs: costs, symmetric: symmetric, order: nearest,
                neighbors: CandidateLists.build(costs: costs, size: size), neighborCount: size)
            start =
                symmetric
                ? GreedyTour.build(costs: costs, neighbors: search.neighbors, neighborCount: search.neighborCount)
                : nearest
            search.reset(order: start)
        }
        for node in start { search.push(node) }
        // Nothing before the first descent is ever rolled back to, so its moves are not recorded.
        search.tour.isJournaling = false
        search.run()
        search.tour.isJournaling = true
        search.tour.commit()
        return search
    }

    private func kick(_ search: inout TourSearch<Costs>, rng: inout SplitMix64, scratch: inout [Int32]) {
        // Cut after three nodes that are close in space (one and two candidate-hops apart), so the
        // kick rearranges one neighbourhood even when its pieces are far apart in the tour.
        let k = min(5, search.neighborCount)
        let c1 = rng.below(count)
        let c2 = Int(search.neighbors[c1 * search.neighborCount + rng.below(k)])
        let c3 = Int(search.neighbors[(rng.below(2) == 0 ? c1 : c2) * search.neighborCount + rng.below(k)])
        var cuts = [search.tour.pos(c1), search.tour.pos(c2), search.tour.pos(c3)].sorted()
        if globalShare > 0, rng.below(1000) < globalShare {
            cuts = [rng.below(count), rng.below(count), rng.below(count)].sorted()
        }
        if shortKicks || cuts[0] == cuts[1] || cuts[1] == cuts[2] {
            let limit = max(1, min(maxBlock, (count - 2) / 2))
            let start = rng.below(count)
            cuts = [start, start + 1 + rng.below(limit), 0]
            cuts[2] = cuts[1] + 1 + rng.below(limit)
        }
        swapArcs(&search, cuts: cuts, scratch: &scratch)
    }

    /// Removes the edges leaving tour positions `cuts` (ascending, possibly past the end) and swaps
    /// the two shorter of the three arcs between them: a pure 3-opt move that keeps directions.
    private func swapArcs(_ search: inout TourSearch<Costs>, cuts: [Int], scratch: inout [Int32]) {
        // Read through `search.tour` directly: a local copy would make the next write copy the arrays.
        let x = (search.tour.node(at: cuts[0]), search.tour.node(at: cuts[1]), search.tour.node(at: cuts[2]))
        let y = (
            search.tour.node(at: cuts[0] + 1), search.tour.node(at: cuts[1] + 1), search.tour.node(at: cuts[2] + 1)
        )
        let delta =
            search.d(x.0, y.1) + search.d(x.2, y.0) + search.d(x.1, y.2)
            - search.d(x.0, y.0) - search.d(x.1, y.1) - search.d(x.2, y.2)
        search.tour.exchangeArcs(cuts: cuts, scratch: &scratch)
        search.length += delta
        for node in [x.0, x.1, x.2, y.0, y.1, y.2] { search.push(node) }
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
            for j in 0..<count where !visited[j] && costs.d(current, j) < bestCost {
                best = j
                bestCost = costs.d(current, j)
            }
            if best < 0 { best = visited.firstIndex(of: false) ?? 0 }
            visited[best] = true
            order.append(best)
            current = best
        }
        return order
    }
}

/// The search over a full cost table.
typealias IteratedLocalSearch = IteratedTourSearch<MatrixCosts>

extension IteratedTourSearch where Costs == MatrixCosts {
    init(count: Int, costs: [Double], symmetric: Bool) {
        self.init(count: count, costs: MatrixCosts(storage: costs, count: count), symmetric: symmetric)
    }
}
