/// The internal form every route request is reduced to: a closed sequence over `count` nodes whose
/// position 0 holds `start`, with some positions locked to given nodes.
///
/// Open paths become closed sequences by adding a dummy node at position 0 whose edges cost nothing;
/// a fixed start or end is then just a lock on position 1 or `count − 1`.
struct SequenceProblem<Costs: TourCosts> {
    let count: Int
    let costs: Costs
    let symmetric: Bool
    let start: Int
    /// `lockAt[position]` is the node locked there, or −1.
    let lockAt: [Int]
    /// `positionOf[node]` is the position the node is locked at, or −1.
    let positionOf: [Int]

    init(count: Int, costs: Costs, symmetric: Bool, locks: [Int: Int]) {
        self.count = count
        self.costs = costs
        self.symmetric = symmetric
        var lockAt = [Int](repeating: -1, count: count)
        var positionOf = [Int](repeating: -1, count: count)
        for (node, position) in locks {
            lockAt[position] = node
            positionOf[node] = position
        }
        // Callers lock position 0 whenever anything is locked; otherwise any node may lead.
        let lead = count > 0 ? lockAt[0] : -1
        self.start = lead >= 0 ? lead : (positionOf.firstIndex(of: -1) ?? 0)
        lockAt[0] = start
        positionOf[start] = 0
        self.lockAt = lockAt
        self.positionOf = positionOf
    }

    var hasLocksBeyondStart: Bool { lockAt.dropFirst().contains { $0 >= 0 } }

    func cost(of order: [Int]) -> Double {
        var total = 0.0
        for index in 0..<order.count {
            total += costs.d(order[index], order[(index + 1) % order.count])
        }
        return total
    }

    /// The only orders for fewer than three nodes: every node in index order, the start first.
    func trivialOrder() -> [Int] {
        [start] + (0..<count).filter { $0 != start }
    }
}

extension SequenceProblem: Sendable where Costs: Sendable {}

extension SequenceProblem where Costs == MatrixCosts {
    /// A problem over a full row-major table of `count` × `count` costs.
    init(count: Int, costs: [Double], symmetric: Bool, locks: [Int: Int]) {
        self.init(count: count, costs: MatrixCosts(storage: costs, count: count), symmetric: symmetric, locks: locks)
    }
}
