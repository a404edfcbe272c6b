/// Greedy-edge construction for symmetric costs: take candidate edges cheapest first whenever both
/// ends still have a free side and no cycle closes, then join the resulting paths end to nearest end.
///
/// Local search converges to a better basin from greedy tours than from nearest-neighbour ones.
enum GreedyTour {
    static func build<Costs: TourCosts>(costs: Costs, neighbors: [Int32], neighborCount k: Int) -> [Int] {
        let n = costs.count
        var edges: [(cost: Double, a: Int32, b: Int32)] = []
        edges.reserveCapacity(n * k)
        for a in 0..<n {
            for slot in 0..<k {
                let b = Int(neighbors[a * k + slot])
                if a < b || !neighbors[(b * k)..<(b * k + k)].contains(Int32(a)) {
                    edges.append((costs.d(a, b), Int32(a), Int32(b)))
                }
            }
        }
        return join(links: link(edges, count: n), costs: costs)
    }

    /// Takes `edges` cheapest first; the fragments each node is linked to, at most two.
    static func link(_ edges: [(cost: Double, a: Int32, b: Int32)], count n: Int) -> [[Int]] {
        var links = [[Int]](repeating: [], count: n)
        var sets = UnionFind(count: n)
        link(edges, into: &links, sets: &sets)
        return links
    }

    /// Adds `edges` cheapest first to fragments already linked (`sets` holds their components), skipping
    /// any that would give a node a third link or close a cycle; returns whether any was added.
    @discardableResult
    static func link(
        _ edges: [(cost: Double, a: Int32, b: Int32)], into links: inout [[Int]], sets: inout UnionFind
    ) -> Bool {
        let edges = edges.sorted { $0.cost != $1.cost ? $0.cost < $1.cost : ($0.a, $0.b) < ($1.a, $1.b) }
        var linked = false
        for edge in edges {
            let a = Int(edge.a)
            let b = Int(edge.b)
            guard links[a].count < 2, links[b].count < 2, sets.union(a, b) else { continue }
            links[a].append(b)
            links[b].append(a)
            linked = true
        }
        return linked
    }

    /// Appends the path fragment that starts at `start` (an end of its fragment), marking its nodes used;
    /// returns the fragment's other end, where the next fragment is joined.
    static func walkFragment(from start: Int, links: [[Int]], used: inout [Bool], order: inout [Int]) -> Int {
        var previous = -1
        var node = start
        while true {
            used[node] = true
            order.append(node)
            guard let step = links[node].first(where: { $0 != previous && !used[$0] }) else { return node }
            previous = node
            node = step
        }
    }

    /// Walks each path fragment and appends the fragment whose nearer end is closest to the current end.
    private static func join<Costs: TourCosts>(links: [[Int]], costs: Costs) -> [Int] {
        let n = costs.count
        var used = [Bool](repeating: false, count: n)
        var order: [Int] = []
        order.reserveCapacity(n)
        var next: Int? = links.firstIndex { $0.count < 2 } ?? 0
        while let start = next {
            let node = walkFragment(from: start, links: links, used: &used, order: &order)
            next = nil
            var bestCost = Double.infinity
            for candidate in 0..<n where !used[candidate] && links[candidate].count < 2 {
                let cost = costs.d(node, candidate)
                if cost < bestCost {
                    bestCost = cost
                    next = candidate
                }
            }
        }
        return order
    }
}

/// Disjoint sets with path halving, to reject edges that would close a cycle too early.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Merges the sets of `a` and `b`; false if they were already one set.
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        let ra = find(a)
        let rb = find(b)
        guard ra != rb else { return false }
        parent[max(ra, rb)] = min(ra, rb)
        return true
    }
}
