/// Exact shortest closed sequence by dynamic programming over subsets (Held & Karp 1962).
///
/// `best[set, j]` is the cheapest way to leave the start node, visit exactly `set` and stop at `j`;
/// `j` then sits at position `|set|`, which is what makes locked positions cheap to honour: a node may
/// only end a set whose size is its locked position. Time is O(2ⁿ·n²) and memory 8·2ⁿ⁻¹·(n−1) bytes,
/// hence ``RouteSolver/maxExactCount``. The table is flat so the inner loop walks memory in order.
enum HeldKarp {
    /// The cheapest closed sequence, as positions `0..<count` → node, starting with `problem.start`.
    static func solve<Costs: TourCosts>(_ problem: SequenceProblem<Costs>) -> [Int]? {
        let n = problem.count
        guard n > 2 else { return problem.trivialOrder() }
        let m = n - 1
        // Node ↔ bit: every node except the start gets a bit.
        var nodeOfBit = [Int]()
        for node in 0..<n where node != problem.start { nodeOfBit.append(node) }
        let allowed = allowedTable(problem, nodeOfBit: nodeOfBit)
        let full = (1 << m) - 1
        var best = [Double](repeating: .infinity, count: (1 << m) * m)
        // Edge costs between bit-indexed nodes, so the inner loop needs no index translation.
        var edge = [Double](repeating: 0, count: m * m)
        for i in 0..<m {
            for k in 0..<m { edge[i * m + k] = problem.costs.d(nodeOfBit[i], nodeOfBit[k]) }
        }
        let constrained = problem.hasLocksBeyondStart
        best.withUnsafeMutableBufferPointer { table in
            edge.withUnsafeBufferPointer { edge in
                for bit in 0..<m where allowed[1 * m + bit] {
                    table[(1 << bit) * m + bit] = problem.costs.d(problem.start, nodeOfBit[bit])
                }
                for set in 1..<full {
                    let size = set.nonzeroBitCount
                    for j in 0..<m where set & (1 << j) != 0 {
                        let here = table[set * m + j]
                        guard here < .infinity else { continue }
                        let row = j * m
                        var open = full & ~set
                        while open != 0 {
                            let k = open.trailingZeroBitCount
                            open &= open - 1
                            if constrained && !allowed[(size + 1) * m + k] { continue }
                            let cost = here + edge[row + k]
                            let index = (set | (1 << k)) * m + k
                            if cost < table[index] { table[index] = cost }
                        }
                    }
                }
            }
        }
        return reconstruct(best, problem: problem, nodeOfBit: nodeOfBit)
    }

    /// `allowed[position * m + bit]`: may the node with this bit stand at this position?
    private static func allowedTable<Costs: TourCosts>(_ problem: SequenceProblem<Costs>, nodeOfBit: [Int]) -> [Bool] {
        let m = nodeOfBit.count
        var allowed = [Bool](repeating: false, count: (m + 1) * m)
        for position in 1...m {
            for bit in 0..<m {
                let node = nodeOfBit[bit]
                let lockedHere = problem.lockAt[position]
                let ownLock = problem.positionOf[node]
                allowed[position * m + bit] =
                    (lockedHere < 0 || lockedHere == node) && (ownLock < 0 || ownLock == position)
            }
        }
        return allowed
    }

    /// Walks the table back from the best last node, finding at each step the predecessor whose
    /// value plus the edge reproduces the stored value exactly (the same additions were made).
    private static func reconstruct<Costs: TourCosts>(
        _ best: [Double], problem: SequenceProblem<Costs>, nodeOfBit: [Int]
    ) -> [Int]? {
        let n = problem.count
        let m = n - 1
        let full = (1 << m) - 1
        let costs = problem.costs
        var last = -1
        var total = Double.infinity
        for j in 0..<m {
            let cost = best[full * m + j] + costs.d(nodeOfBit[j], problem.start)
            if cost < total {
                total = cost
                last = j
            }
        }
        guard last >= 0 else { return nil }
        var order = [nodeOfBit[last]]
        var set = full
        var j = last
        while set != 1 << j {
            let value = best[set * m + j]
            let previous = set & ~(1 << j)
            guard
                let i = (0..<m).first(where: { i in
                    previous & (1 << i) != 0 && best[previous * m + i] + costs.d(nodeOfBit[i], nodeOfBit[j]) == value
                })
            else { return nil }
            order.append(nodeOfBit[i])
            set = previous
            j = i
        }
        order.append(problem.start)
        return order.reversed()
    }
}
