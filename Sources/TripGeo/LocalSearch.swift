/// 2-opt, sequential 3-opt and Or-opt local search over candidate-neighbour lists, driven by a queue of "dirty" nodes
/// (don't-look bits): only nodes whose surroundings changed are examined again.
///
/// For asymmetric costs 2-opt and 3-opt are skipped (reversing a path changes its cost) and Or-opt only
/// re-inserts segments in their original direction, so every gain computed is exact.
struct LocalSearch {
    let count: Int
    let costs: [Double]
    let neighbors: [Int32]
    let neighborCount: Int
    let symmetric: Bool
    var tour: TourState
    /// Length of the current tour, kept up to date by every move.
    var length: Double
    private var queue: [Int32] = []
    private var queueHead = 0
    private var queued: [Bool]

    /// Improvements smaller than this are ignored so rounding noise cannot make the search cycle.
    let epsilon: Double

    init(costs: [Double], count: Int, symmetric: Bool, order: [Int], neighborCount: Int) {
        self.count = count
        self.costs = costs
        self.symmetric = symmetric
        self.neighborCount = min(neighborCount, count - 1)
        self.neighbors = CandidateLists.build(costs: costs, count: count, size: self.neighborCount)
        self.tour = TourState(order: order)
        self.queued = Array(repeating: false, count: count)
        let largest = costs.max() ?? 0
        self.epsilon = max(1e-9, largest * 1e-12)
        var total = 0.0
        for index in 0..<count {
            total += costs[order[index] * count + order[(index + 1) % count]]
        }
        self.length = total
    }

    static func cost(of order: [Int], costs: [Double], count: Int) -> Double {
        var total = 0.0
        for index in 0..<count {
            total += costs[order[index] * count + order[(index + 1) % count]]
        }
        return total
    }

    /// Replaces the tour (used once, before searching).
    mutating func reset(order: [Int]) {
        tour = TourState(order: order)
        length = LocalSearch.cost(of: order, costs: costs, count: count)
    }

    @inline(__always) func d(_ a: Int, _ b: Int) -> Double { costs[a * count + b] }

    /// Marks `node` as worth examining again.
    mutating func push(_ node: Int) {
        guard !queued[node] else { return }
        queued[node] = true
        queue.append(Int32(truncatingIfNeeded: node))
    }

    /// Applies improving moves until no queued node offers one.
    mutating func run() {
        while queueHead < queue.count {
            let a = Int(queue[queueHead])
            queueHead += 1
            queued[a] = false
            if improve(a) { push(a) }
            if queueHead > 4096, queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    private mutating func improve(_ a: Int) -> Bool {
        if symmetric, threeOpt(a) { return true }
        for length in 1...3 where length + 3 <= count {
            if orOpt(first: a, length: length) { return true }
            if length > 1, orOpt(first: tour.node(at: tour.pos(a) - length + 1), length: length) { return true }
        }
        return false
    }
}
