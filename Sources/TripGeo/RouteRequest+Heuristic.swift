extension RouteRequest {
    /// Solves without locked positions by iterated local search on a closed tour.
    ///
    /// An open path becomes a tour through one extra dummy place. Its edges to allowed endpoints cost
    /// nothing and all others cost more than any whole tour, so the best tour enters and leaves the
    /// dummy at the pinned endpoints. For a symmetric matrix the edits are symmetric too, so 2-opt
    /// still applies; the path's direction is fixed afterwards.
    func heuristicTour() -> [Int] {
        let pins = RouteRequest.pins(options.endpoints)
        let n = matrix.count
        let symmetric = matrix.isSymmetric
        if pins.closed {
            let tour = runSearch(costs: matrix.storage, count: n, symmetric: symmetric)
            return rotated(tour, toStartAt: pins.start ?? 0)
        }
        let costs = openPathCosts(start: pins.start, end: pins.end, symmetric: symmetric)
        var path = Array(rotated(runSearch(costs: costs, count: n + 1, symmetric: symmetric), toStartAt: n).dropFirst())
        if symmetric, let s = pins.start, path.first != s { path.reverse() }
        if symmetric, pins.start == nil, let t = pins.end, path.last != t { path.reverse() }
        // The penalties make these no-ops; they only guarantee the contract if a search were cut short.
        if let s = pins.start, path.first != s {
            path.removeAll { $0 == s }
            path.insert(s, at: 0)
        }
        if let t = pins.end, path.last != t {
            path.removeAll { $0 == t }
            path.append(t)
        }
        return path
    }

    private func runSearch(costs: [Double], count: Int, symmetric: Bool) -> [Int] {
        let search = IteratedLocalSearch(count: count, costs: costs, symmetric: symmetric)
        return search.solve(
            seed: options.seed, iterations: options.budget.rounds(nodes: matrix.count), deadline: deadline)
    }

    private func openPathCosts(start: Int?, end: Int?, symmetric: Bool) -> [Double] {
        let n = matrix.count
        let size = n + 1
        let penalty = ((matrix.storage.max() ?? 0) + 1) * Double(size)
        var costs = [Double](repeating: 0, count: size * size)
        for i in 0..<n {
            for j in 0..<n { costs[i * size + j] = matrix[i, j] }
        }
        for x in 0..<n {
            let leave: Bool
            let arrive: Bool
            if symmetric {
                // Either direction of travel may be the answer; both pinned ends touch the dummy.
                let anyEnd = start == nil && end == nil
                leave = anyEnd || x == start || x == end
                arrive = leave
            } else {
                leave = start == nil || x == start
                arrive = end == nil || x == end
            }
            costs[n * size + x] = leave ? 0 : penalty
            costs[x * size + n] = arrive ? 0 : penalty
        }
        return costs
    }

    private func rotated(_ tour: [Int], toStartAt node: Int) -> [Int] {
        guard let index = tour.firstIndex(of: node) else { return tour }
        return Array(tour[index...] + tour[..<index])
    }
}
