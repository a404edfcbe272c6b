/// Candidate-neighbour lists: for every node, the `size` other nodes closest to it.
///
/// Local search only tries new edges to these candidates, which keeps each step cheap. For asymmetric
/// costs closeness is the sum of both directions, so a candidate is near going out or coming back.
enum CandidateLists {
    static func build(costs: [Double], count: Int, size: Int) -> [Int32] {
        build(costs: MatrixCosts(storage: costs, count: count), size: size)
    }

    static func build<Costs: TourCosts>(costs: Costs, size: Int) -> [Int32] {
        let count = costs.count
        guard size > 0 else { return [] }
        var lists = [Int32](repeating: 0, count: count * size)
        var row: [(cost: Double, node: Int)] = []
        row.reserveCapacity(count)
        for i in 0..<count {
            row.removeAll(keepingCapacity: true)
            for j in 0..<count where j != i {
                row.append((costs.d(i, j) + costs.d(j, i), j))
            }
            // Ties broken by index so the lists, and hence the search, are deterministic.
            row.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.node < $1.node }
            for k in 0..<size {
                lists[i * size + k] = Int32(truncatingIfNeeded: row[k].node)
            }
        }
        return lists
    }
}
