/// Locked positions on routes too large for a full table.
extension SparseRoute {
    /// The share of the time after the neighbour lists that the route ignoring `locks` of `places`
    /// gets; the locked search has the rest.
    ///
    /// The unconstrained search is the stronger one (3-opt moves, kicks that cost little), and a few
    /// locks spoil a good route only near them, which the locked search mends in its first descent.
    /// `trip-bench locked --points FILE --lock 500` on 2,000, 5,000 and 10,000 random places around
    /// Seoul: at 0.1 s, 0.85 gave routes 0.3–5 % shorter than 0.5 (too short an unconstrained search
    /// left the greedy start barely improved); at 1 s open paths came out 0.1–0.6 % longer than with
    /// 0.5 and round trips from 0.04 % longer to 0.25 % shorter; 0.7 lay between. Many locks turn that
    /// round: the route ignoring them says little about which places belong between which locks, and
    /// the locked search needs the time. With every 10th of 2,000 places locked, shares of 0.07 and
    /// 0.2 gave routes 4–9 % shorter than 0.85, and with every 100th of 10,000, 0.5 and 0.2 gave
    /// 5–6 % shorter ones; hence 0.85, shrinking as locks grow denser.
    static func unconstrainedShare(locks: Int, places: Int) -> Double {
        0.85 / (1 + 100 * Double(locks) / Double(max(1, places)))
    }

    /// `unconstrained` (an answer order in local labels) poured into the sequence `layout` describes,
    /// so that every lock holds, then improved by the locked search (``ConstrainedSearch``) until the
    /// deadline, over costs computed on demand and candidate neighbours from the spatial index: memory
    /// stays O(n) where the search over a full table needed 8·n² bytes (800 MB at 10,000 places).
    /// `measured` holds the distances the unconstrained search computed, which this one reads again.
    /// Returns the answer order and the costs that measured it (nil when nothing was searched).
    func lockedOrder(
        _ unconstrained: [Int], layout: LockedLayout, local: PlaceDistances, neighbors: SparseNeighbors?,
        measured: SparseCosts?
    ) -> (order: [Int], costs: SparseCosts?) {
        let places = local.count
        // The sequence's dummy leads an open path and costs nothing to or from any place: the pinned
        // ends are locks of the sequence, not penalties.
        let free = layout.closed ? nil : [Bool](repeating: true, count: places)
        let setup = SparseCosts.Setup(distances: local, free: free, penalty: local.bound)
        // Nothing was measured only when the neighbour lists ran out of time, and then there is no
        // search either: the cache need only hold the start's edges.
        let costs = measured?.sharingCache(with: setup) ?? SparseCosts(setup, cacheCapacity: places * 4)
        let problem = SequenceProblem(
            count: layout.sequenceCount, costs: costs, symmetric: true, locks: layout.sequenceLocks)
        let start = layout.filledStart(unconstrained, problem: problem, deadline: deadline)
        guard var neighbors, neighbors.size >= 2, ContinuousClock.now < deadline else {
            return (layout.fromSequence(start), nil)
        }
        if let free { neighbors.appendDummy(free: free, penalty: 0) }
        let search = ConstrainedSearch(problem: problem, neighbors: neighbors.neighbors, neighborCount: neighbors.size)
        let order = search.solve(
            starts: [start], seed: options.seed, iterations: options.budget.rounds(nodes: layout.sequenceCount),
            deadline: deadline
        )
        return (layout.fromSequence(order), costs)
    }
}
