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
        // The `size` nearest so far, nearest first. Keeping only these, rather than sorting the whole
        // row, makes a row O(count) instead of O(count log count): on a full 10,000-place table the
        // sorts took about 30 s.
        var nearest: [(cost: Double, node: Int)] = []
        nearest.reserveCapacity(size + 1)
        for i in 0..<count {
            nearest.removeAll(keepingCapacity: true)
            for j in 0..<count where j != i {
                let cost = costs.d(i, j) + costs.d(j, i)
                // Ties go to the lower index, so the lists, and hence the search, are deterministic:
                // `j` rises, so an equal cost never displaces one already kept.
                if nearest.count == size {
                    guard let worst = nearest.last, cost < worst.cost else { continue }
                    nearest.removeLast()
                }
                var k = nearest.count
                nearest.append((cost, j))
                while k > 0, nearest[k - 1].cost > cost {
                    nearest[k] = nearest[k - 1]
                    k -= 1
                }
                nearest[k] = (cost, j)
            }
            for (k, entry) in nearest.enumerated() {
                lists[i * size + k] = Int32(truncatingIfNeeded: entry.node)
            }
        }
        return lists
    }
}
