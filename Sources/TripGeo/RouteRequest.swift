/// One solve in canonical labels: picks the exact or heuristic method and reduces open paths to tours.
struct RouteRequest {
    let matrix: DistanceMatrix
    let options: RouteOptions
    /// When the search must stop; fixed when the caller asked, so preparation counts against it.
    let deadline: ContinuousClock.Instant

    /// The pinned start and end of `endpoints`, and whether the route closes into a tour.
    static func pins(_ endpoints: RouteEndpoints) -> (start: Int?, end: Int?, closed: Bool) {
        switch endpoints {
        case .roundTrip: return (nil, nil, true)
        case .open: return (nil, nil, false)
        case let .fixedStart(s): return (s, nil, false)
        case let .fixedEnd(t): return (nil, t, false)
        case let .fixedBoth(s, t): return s == t ? (s, nil, true) : (s, t, false)
        }
    }

    var isClosed: Bool { RouteRequest.pins(options.endpoints).closed }

    /// The order in these labels and whether it is optimal.
    func solve() -> ([Int], Bool) {
        let exact = min(options.exactLimit, RouteSolver.maxExactCount)
        let sequence = makeSequence()
        if matrix.count <= exact, let order = HeldKarp.solve(sequence) {
            return (fromSequence(order), true)
        }
        if options.lockedPositions.isEmpty {
            return (heuristicTour(), false)
        }
        return (fromSequence(lockedSequence(sequence)), false)
    }

    /// Locked positions in the answer, including the pinned start and end.
    var answerLocks: [Int: Int] {
        let pins = RouteRequest.pins(options.endpoints)
        var locks = options.lockedPositions
        if let s = pins.start { locks[s] = 0 }
        if let t = pins.end { locks[t] = matrix.count - 1 }
        return locks
    }

    /// Answer position + shift = sequence position: a dummy leads open paths, and a closed route
    /// with locks is rotated so that its first locked place leads.
    private var shift: Int {
        if !isClosed { return 1 }
        return -(answerLocks.values.min() ?? 0)
    }

    private func makeSequence() -> SequenceProblem {
        let n = matrix.count
        let shift = self.shift
        var locks: [Int: Int] = [:]
        if isClosed {
            for (node, position) in answerLocks { locks[node] = (position + shift + n) % n }
            return SequenceProblem(count: n, costs: matrix.storage, symmetric: matrix.isSymmetric, locks: locks)
        }
        // Open path: dummy node n at position 0 with free edges to and from it.
        var costs = [Double](repeating: 0, count: (n + 1) * (n + 1))
        for i in 0..<n {
            for j in 0..<n { costs[i * (n + 1) + j] = matrix[i, j] }
        }
        for (node, position) in answerLocks { locks[node] = position + shift }
        locks[n] = 0
        return SequenceProblem(count: n + 1, costs: costs, symmetric: matrix.isSymmetric, locks: locks)
    }

    /// Answer order → closed sequence (inverse of ``fromSequence(_:)``).
    func toSequence(_ answer: [Int]) -> [Int] {
        guard isClosed else { return [matrix.count] + answer }
        let n = answer.count
        let shift = self.shift
        return (0..<n).map { answer[((($0 - shift) % n) + n) % n] }
    }

    private func fromSequence(_ order: [Int]) -> [Int] {
        guard isClosed else { return Array(order.dropFirst()) }
        let n = order.count
        let shift = self.shift
        return (0..<n).map { order[((($0 + shift) % n) + n) % n] }
    }

    func iterations(base: Int, perNode: Int) -> Int? {
        switch options.budget {
        case .automatic: return base + perNode * matrix.count
        case let .iterations(count): return max(0, count)
        case .unlimited: return nil
        }
    }
}
