/// One solve of a route too large for a full table: places sorted into a canonical order, an open
/// path closed through a dummy node, the search over ``SparseCosts``; with locked positions, that
/// route is then poured into the locked sequence and improved by the locked search (see
/// ``lockedOrder(_:layout:local:neighbors:measured:)``).
struct SparseRoute {
    let distances: PlaceDistances
    let options: RouteOptions
    let deadline: ContinuousClock.Instant
    /// Candidate neighbours per place, as the table-based search uses.
    let neighborCount = 10
    /// Of those, the nearest in each quarter around a place (see ``SparseNeighbors``): one or three per
    /// quadrant gave 2-3 % longer tours than two on 9,847 Japanese towns at 10 s.
    let perQuadrant = 2

    /// The visiting order in the caller's indices.
    func solve() -> [Int] { route().order }

    /// The visiting order in the caller's indices and its legs (a closed route's leg back to the start
    /// last), read from the search's cache of distances, which holds nearly every leg of the final tour,
    /// rather than computed again.
    func route() -> (order: [Int], legs: [Double]) {
        let n = distances.count
        // Sorting by position makes the answer independent of the order the places were given in.
        let points = distances.points
        let original = (0..<n).sorted {
            (points[$0].x, points[$0].y, points[$0].z, $0) < (points[$1].x, points[$1].y, points[$1].z, $1)
        }
        var label = [Int](repeating: 0, count: n)
        for (index, place) in original.enumerated() { label[place] = index }
        let pins = RouteRequest.pins(options.endpoints)
        let start = pins.start.map { label[$0] }
        let end = pins.end.map { label[$0] }
        let local = distances.reordered(original)
        let free = pins.closed ? nil : (0..<n).map { start == nil && end == nil || $0 == start || $0 == end }
        let penalty = (local.bound + 1) * Double(n + 1)
        let locks = Dictionary(uniqueKeysWithValues: options.lockedPositions.map { (label[$0.key], $0.value) })
        // With locks, the route that ignores them is only the start of the locked search.
        let (tour, unconstrainedCosts, neighbors) = search(
            SparseCosts.Setup(distances: local, free: free, penalty: penalty),
            share: locks.isEmpty ? 1 : Self.unconstrainedShare(locks: locks.count, places: n))
        var costs = unconstrainedCosts
        var order =
            free == nil
            ? rotated(tour, toStartAt: start ?? label[0])
            : oriented(Array(rotated(tour, toStartAt: n).dropFirst()), start: start, end: end)
        if !locks.isEmpty {
            let layout = LockedLayout(count: n, pins: (start, end, pins.closed), lockedPositions: locks)
            (order, costs) = lockedOrder(
                order, layout: layout, local: local, neighbors: neighbors, measured: unconstrainedCosts)
        }
        let visits = order.map { original[$0] }
        // A search cut short before it started measured nothing: then the legs are measured on every core.
        guard let costs else { return (visits, distances.legs(along: visits, closed: pins.closed)) }
        var legs = zip(order, order.dropFirst()).map { costs.d($0, $1) }
        if pins.closed, let last = order.last, let first = order.first, n > 1 { legs.append(costs.d(last, first)) }
        return (visits, legs)
    }

    /// A closed tour through every node (with the dummy last for an open path), and the costs that
    /// measured it, or nil when the time ran out before anything was measured.
    ///
    /// Each phase fits the time left: when the neighbour lists cannot be finished the Hilbert curve's
    /// order is the answer, and when what is left is shorter than the lists took, the greedy start
    /// (which costs about as much) gives way to that order too, improved as far as time allows.
    ///
    /// The neighbour lists (which a locked search after this one reads too) may take until the
    /// deadline; the search itself gets `share` of the time left after them.
    private func search(_ setup: SparseCosts.Setup, share: Double)
        -> (tour: [Int], costs: SparseCosts?, neighbors: SparseNeighbors?)
    {
        let clock = ContinuousClock()
        let began = clock.now
        let points = setup.distances.points
        let curve = { SpaceFillingCurve.order(points) + (setup.free == nil ? [] : [points.count]) }
        // Loading a large trip can use up a short limit before the search starts: then even the k-d
        // tree under the neighbour lists (milliseconds at 10,000 places) would only be thrown away.
        guard began < deadline,
            var sparse = SparseNeighbors(
                points: points, size: neighborCount, perQuadrant: perQuadrant, deadline: deadline)
        else {
            return (curve(), nil, nil)
        }
        let now = clock.now
        let until = share >= 1 ? deadline : now.advanced(by: (deadline - now) * share)
        let costs = SparseCosts(setup, cacheCapacity: setup.distances.count * 64)
        let neighbors = sparse
        if let free = setup.free { sparse.appendDummy(free: free, penalty: setup.penalty) }
        var search = IteratedTourSearch(count: costs.count, costs: costs, symmetric: true)
        search.sparse = sparse
        // With one pinned end, only it reaches the dummy for free: every tour pays one penalty.
        if let free = setup.free, free.filter({ $0 }).count == 1 { search.fixedCost = setup.penalty }
        if now.advanced(by: began.duration(to: now)) > until { search.start = curve() }
        // Below a few thousand places the kicks near in space still pay for their longer moves.
        if costs.count > 3000 {
            search.shortKicks = true
            search.globalShare = 0
        }
        let order = search.solve(
            seed: options.seed, iterations: options.budget.rounds(nodes: costs.count), deadline: until)
        return (order, costs, neighbors)
    }

    /// The path read in the direction that starts at `start` or ends at `end`; the penalties already put
    /// them at the ends, so moving them only guards the contract should a search be cut short.
    private func oriented(_ path: [Int], start: Int?, end: Int?) -> [Int] {
        var path = path
        if let start, path.first != start { path.reverse() }
        if start == nil, let end, path.last != end { path.reverse() }
        if let start, path.first != start {
            path.removeAll { $0 == start }
            path.insert(start, at: 0)
        }
        if let end, path.last != end {
            path.removeAll { $0 == end }
            path.append(end)
        }
        return path
    }

    private func rotated(_ tour: [Int], toStartAt node: Int) -> [Int] {
        guard let index = tour.firstIndex(of: node) else { return tour }
        return Array(tour[index...] + tour[..<index])
    }
}
