extension GreedyTour {
    /// Greedy-edge start for a large instance: candidate edges ranked by the spatial index's distances,
    /// so no true cost is computed; fragments are then joined end to the nearest free end among the
    /// end's candidates, or else to the next free end in the index's spatial order. Scanning every end
    /// as ``build(costs:neighbors:neighborCount:)`` does would cost O(n²).
    static func build<Costs: TourCosts>(sparse: SparseNeighbors, costs: Costs) -> [Int] {
        let n = sparse.count
        let k = sparse.size
        var edges: [(cost: Double, a: Int32, b: Int32)] = []
        edges.reserveCapacity(n * k)
        for a in 0..<n {
            for slot in 0..<k {
                let b = Int(sparse.neighbors[a * k + slot])
                // The dummy's penalty edges would only be taken last anyway; leave them to the joining.
                guard b != a, sparse.proxy[a * k + slot] < costs.largest else { continue }
                edges.append((sparse.proxy[a * k + slot], Int32(min(a, b)), Int32(max(a, b))))
            }
        }
        let links = link(edges, count: n)
        var used = [Bool](repeating: false, count: n)
        var order: [Int] = []
        order.reserveCapacity(n)
        var cursor = 0
        var next: Int? = Int(sparse.spatialOrder.first { links[Int($0)].count < 2 } ?? 0)
        while let start = next {
            let node = walkFragment(from: start, links: links, used: &used, order: &order)
            next = nil
            for slot in 0..<k {
                let candidate = Int(sparse.neighbors[node * k + slot])
                if !used[candidate] && links[candidate].count < 2 {
                    next = candidate
                    break
                }
            }
            while next == nil, cursor < n {
                let candidate = Int(sparse.spatialOrder[cursor])
                if !used[candidate] && links[candidate].count < 2 { next = candidate }
                cursor += 1
            }
        }
        return order
    }
}
