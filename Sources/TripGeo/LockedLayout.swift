/// How a route with locked positions maps onto the closed sequence the locked search works on.
///
/// An open path gets a dummy node (index `count`) at sequence position 0, whose edges cost nothing,
/// and its pinned start and end become locks at positions 1 and `count`; a closed route is rotated so
/// that its first locked place leads. Both the search over a full table (``RouteRequest``) and the
/// one over distances computed on demand (``SparseRoute``) go through this one mapping.
struct LockedLayout {
    /// Places in the route (without the dummy).
    let count: Int
    let closed: Bool
    /// Locked positions in the answer, the pinned start and end included: node → position.
    let answerLocks: [Int: Int]

    init(count: Int, endpoints: RouteEndpoints, lockedPositions: [Int: Int]) {
        self.init(count: count, pins: RouteRequest.pins(endpoints), lockedPositions: lockedPositions)
    }

    /// - Parameter pins: The pinned start and end, if any, and whether the route closes into a tour.
    init(count: Int, pins: (start: Int?, end: Int?, closed: Bool), lockedPositions: [Int: Int]) {
        var locks = lockedPositions
        if let s = pins.start { locks[s] = 0 }
        if let t = pins.end { locks[t] = count - 1 }
        self.count = count
        closed = pins.closed
        answerLocks = locks
    }

    /// Answer position + shift = sequence position.
    private var shift: Int { closed ? -(answerLocks.values.min() ?? 0) : 1 }

    /// Nodes in the sequence: the places, and the dummy of an open path.
    var sequenceCount: Int { closed ? count : count + 1 }

    /// Locked positions in the sequence, the dummy's included: node → position.
    var sequenceLocks: [Int: Int] {
        let shift = self.shift
        var locks: [Int: Int] = [:]
        for (node, position) in answerLocks {
            locks[node] = closed ? (position + shift + count) % count : position + shift
        }
        if !closed { locks[count] = 0 }
        return locks
    }

    /// Answer order → sequence (inverse of ``fromSequence(_:)``).
    func toSequence(_ answer: [Int]) -> [Int] {
        guard closed else { return [count] + answer }
        let n = answer.count
        let shift = self.shift
        return (0..<n).map { answer[((($0 - shift) % n) + n) % n] }
    }

    /// Sequence → answer order.
    func fromSequence(_ order: [Int]) -> [Int] {
        guard closed else { return Array(order.dropFirst()) }
        let n = order.count
        let shift = self.shift
        return (0..<n).map { order[((($0 + shift) % n) + n) % n] }
    }

    /// A sequence that honours every lock of `problem`: the free places in the order of `unconstrained`
    /// (an answer order that ignores the locks) poured into the free positions, rotated (on a closed
    /// route) and turned (when costs are symmetric) to where that is shortest.
    ///
    /// Each rotation is priced from the locks alone: the free places' own cycle costs the same in
    /// every rotation, so only the edges at each run of locked places change. That is O(locks) per
    /// rotation instead of O(places); trying every rotation of a 10,000-place round trip by measuring
    /// it had taken seconds. Rotations stop at `deadline`, keeping the best so far.
    func filledStart<Costs: TourCosts>(
        _ unconstrained: [Int], problem: SequenceProblem<Costs>, deadline: ContinuousClock.Instant? = nil
    ) -> [Int] {
        let lockAt = problem.lockAt
        let free = unconstrained.filter { problem.positionOf[$0] < 0 }
        let positions = (0..<problem.count).filter { lockAt[$0] < 0 }
        guard !free.isEmpty, free.count == positions.count else { return lockAt.map { max($0, 0) } }
        let m = free.count
        // Position 0 is always locked, so the run that wraps round comes after slot m − 1.
        let runs = LockedRun.between(positions, count: problem.count, wrapping: true, node: { lockAt[$0] }) {
            problem.costs.d($0, $1)
        }
        var best = (cost: Double.infinity, direction: free, rotation: 0)
        for direction in problem.symmetric ? [free, free.reversed()] : [free] {
            let cycle = (0..<m).reduce(0.0) { $0 + problem.costs.d(direction[$1], direction[($1 + 1) % m]) }
            for rotation in 0..<(closed ? m : 1) {
                if let deadline, rotation & 15 == 15, ContinuousClock.now >= deadline { break }
                var cost = cycle
                for run in runs {
                    let before = direction[(rotation + run.slot) % m]
                    let after = direction[(rotation + run.slot + 1) % m]
                    cost +=
                        problem.costs.d(before, run.first) + run.cost + problem.costs.d(run.last, after)
                        - problem.costs.d(before, after)
                }
                if cost < best.cost { best = (cost, direction, rotation) }
            }
        }
        var order = lockAt
        for (k, position) in positions.enumerated() { order[position] = best.direction[(best.rotation + k) % m] }
        return order
    }
}
