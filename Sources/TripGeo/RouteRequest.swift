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
            return (layout.fromSequence(order), true)
        }
        if options.lockedPositions.isEmpty {
            return (heuristicTour(), false)
        }
        return (layout.fromSequence(lockedSequence(sequence)), false)
    }

    /// Where the locked places go in the sequence the exact and locked searches work on.
    var layout: LockedLayout {
        LockedLayout(count: matrix.count, endpoints: options.endpoints, lockedPositions: options.lockedPositions)
    }

    private func makeSequence() -> SequenceProblem<MatrixCosts> {
        let n = matrix.count
        let layout = self.layout
        if layout.closed {
            return SequenceProblem(
                count: n, costs: matrix.storage, symmetric: matrix.isSymmetric, locks: layout.sequenceLocks)
        }
        // Open path: dummy node n at position 0 with free edges to and from it.
        var costs = [Double](repeating: 0, count: (n + 1) * (n + 1))
        for i in 0..<n {
            for j in 0..<n { costs[i * (n + 1) + j] = matrix[i, j] }
        }
        return SequenceProblem(count: n + 1, costs: costs, symmetric: matrix.isSymmetric, locks: layout.sequenceLocks)
    }
}
