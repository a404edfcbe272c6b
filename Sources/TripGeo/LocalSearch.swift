/// 2-opt, sequential 3-opt and Or-opt local search over candidate-neighbour lists, driven by a queue of "dirty" nodes
/// (don't-look bits): only nodes whose surroundings changed are examined again.
///
/// For asymmetric costs 2-opt and 3-opt are skipped (reversing a path changes its cost) and Or-opt only
/// re-inserts segments in their original direction, so every gain computed is exact.
struct TourSearch<Costs: TourCosts> {
    let count: Int
    let costs: Costs
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
    /// When set, ``run()`` stops at this instant even if moves remain: on large instances the first
    /// descent alone can outlast a short time limit.
    var deadline: ContinuousClock.Instant?

    /// - Parameters:
    ///   - neighbors: `neighborCount` candidate neighbours per node, row by row, nearest first.
    init(costs: Costs, symmetric: Bool, order: [Int], neighbors: [Int32], neighborCount: Int) {
        self.count = costs.count
        self.costs = costs
        self.symmetric = symmetric
        self.neighborCount = neighborCount
        self.neighbors = neighbors
        self.tour = TourState(order: order)
        self.queued = Array(repeating: false, count: count)
        self.epsilon = max(1e-9, costs.largest * 1e-12)
        self.length = TourSearch.cost(of: order, costs: costs)
    }

    static func cost(of order: [Int], costs: Costs) -> Double {
        var total = 0.0
        for index in 0..<order.count {
            total += costs.d(order[index], order[(index + 1) % order.count])
        }
        return total
    }

    /// Replaces the tour (used once, before searching).
    mutating func reset(order: [Int]) {
        tour = TourState(order: order)
        length = TourSearch.cost(of: order, costs: costs)
    }

    @inline(__always) func d(_ a: Int, _ b: Int) -> Double { costs.d(a, b) }

    /// Marks `node` as worth examining again.
    mutating func push(_ node: Int) {
        guard !queued[node] else { return }
        queued[node] = true
        queue.append(Int32(truncatingIfNeeded: node))
    }

    /// Applies improving moves until no queued node offers one.
    mutating func run() {
        let clock = ContinuousClock()
        while queueHead < queue.count {
            if let deadline, queueHead & 255 == 255, clock.now >= deadline { break }
            let a = Int(queue[queueHead])
            queueHead += 1
            queued[a] = false
            if improve(a) { push(a) }
            if queueHead > 4096, queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
        }
        for node in queue[queueHead...] { queued[Int(node)] = false }
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

/// The search over a full cost table, as every instance that fits one is solved.
typealias LocalSearch = TourSearch<MatrixCosts>

extension TourSearch where Costs == MatrixCosts {
    init(costs: [Double], count: Int, symmetric: Bool, order: [Int], neighborCount: Int) {
        let size = min(neighborCount, count - 1)
        self.init(
            costs: MatrixCosts(storage: costs, count: count), symmetric: symmetric, order: order,
            neighbors: CandidateLists.build(costs: costs, count: count, size: size), neighborCount: size)
    }

    static func cost(of order: [Int], costs: [Double], count: Int) -> Double {
        cost(of: order, costs: MatrixCosts(storage: costs, count: count))
    }
}
