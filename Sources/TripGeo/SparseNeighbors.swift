/// Candidate-neighbour lists found with a k-d tree over points in space, for instances too large
/// for a full cost table: O(n log n) time and O(n·k) memory instead of n² of each.
///
/// Neighbours are ranked by the straight-line distance between the points (for places on the Earth,
/// the chord through it, which orders neighbours as the surface distance does, up to the ellipsoid's
/// flattening); `proxy` keeps those distances so that a start tour can be built without computing one
/// true distance.
struct SparseNeighbors {
    /// Nodes that have a neighbour list; with a dummy node there is one more row than places.
    let count: Int
    /// Neighbours per node.
    let size: Int
    /// `neighbors[i * size + k]` is node `i`'s `k`-th nearest neighbour.
    private(set) var neighbors: [Int32]
    /// The straight-line distance that ranked `neighbors` at the same index.
    private(set) var proxy: [Double]
    /// Every node once, neighbours in space mostly next to each other (the tree's leaf order): the
    /// order in which the start tour picks up fragments that have no candidate to continue with.
    private(set) var spatialOrder: [Int32]
    /// Where the places are (a dummy node has none): the start tour joins its fragments by them.
    let points: [SIMD3<Double>]

    /// The lists of `wanted` neighbours per point, or nil when `deadline` passes before they are all found.
    ///
    /// Each list holds the `perQuadrant` nearest points in each quarter around its point (east and
    /// north on the Earth, x and y in the plane), then the nearest of all up to `wanted`. Places in
    /// clusters (towns, islands) otherwise only ever list their own cluster, and no move can find the
    /// edges between clusters: on 9,847 Japanese towns at 10 s the nearest ten alone left tours 5 % above
    /// the optimum, two per quadrant 1 %. The quadrant searches cost about four times the plain lists,
    /// so they are made only when the time left is at least ``quadrantHeadroom`` times what the plain
    /// lists took; a search that short would rather have the time (at 0.1 s and 10,000 places).
    init?(
        points: [SIMD3<Double>], size wanted: Int, perQuadrant: Int = 0, deadline: ContinuousClock.Instant? = nil
    ) {
        let n = points.count
        let size = max(0, min(wanted, n - 1))
        let clock = ContinuousClock()
        let began = clock.now
        let tree = KDTree(points: points, quadrants: perQuadrant > 0)
        var neighbors = [Int32](repeating: 0, count: n * size)
        var proxy = [Double](repeating: 0, count: n * size)
        var found: [(distance: Double, node: Int)] = []
        for i in 0..<n where size > 0 {
            // At 10,000 places the lists take tens of milliseconds, more than the shortest time limits.
            if let deadline, i & 63 == 0, clock.now >= deadline { return nil }
            tree.nearest(to: i, count: size, into: &found)
            for (k, entry) in found.enumerated() {
                neighbors[i * size + k] = Int32(truncatingIfNeeded: entry.node)
                proxy[i * size + k] = entry.distance
            }
        }
        let spent = began.duration(to: clock.now)
        if perQuadrant > 0, size > 0,
            deadline.map({ clock.now.advanced(by: spent * Self.quadrantHeadroom) < $0 }) ?? true
        {
            var quadrant = QuadrantLists(tree: tree, size: size, perQuadrant: perQuadrant)
            for i in 0..<n {
                if let deadline, i & 63 == 0, clock.now >= deadline { return nil }
                let row = i * size
                for (k, entry) in quadrant.list(for: i, nearest: neighbors[row..<row + size], proxy[row..<row + size])
                    .enumerated()
                {
                    neighbors[row + k] = Int32(truncatingIfNeeded: entry.node)
                    proxy[row + k] = entry.distance
                }
            }
        }
        self.count = n
        self.size = size
        self.neighbors = neighbors
        self.proxy = proxy
        spatialOrder = tree.order.map { Int32(truncatingIfNeeded: $0) }
        self.points = points
    }

    /// Adds node `count` of an open path: no place, no cost to the nodes in `free`, `penalty` to the others.
    /// It leads the lists of the free nodes (as a zero cost puts it first in a full table's lists), and
    /// its own list holds free nodes first, then the others by index.
    mutating func appendDummy(free: [Bool], penalty: Double) {
        let dummy = Int32(truncatingIfNeeded: count)
        for i in 0..<count where free[i] && size > 0 {
            let row = i * size
            for k in stride(from: size - 1, to: 0, by: -1) {
                neighbors[row + k] = neighbors[row + k - 1]
                proxy[row + k] = proxy[row + k - 1]
            }
            neighbors[row] = dummy
            proxy[row] = 0
        }
        let ranked = (0..<count).filter { free[$0] } + (0..<count).filter { !free[$0] }
        for node in ranked.prefix(size) {
            neighbors.append(Int32(truncatingIfNeeded: node))
            proxy.append(free[node] ? 0 : penalty)
        }
        spatialOrder.append(dummy)
        self = SparseNeighbors(
            count: count + 1, size: size, neighbors: neighbors, proxy: proxy, order: spatialOrder, points: points)
    }

    /// How many times the plain lists' time must be left for the quadrant lists to be made.
    static let quadrantHeadroom = 6

    private init(count: Int, size: Int, neighbors: [Int32], proxy: [Double], order: [Int32], points: [SIMD3<Double>]) {
        self.points = points
        self.count = count
        self.size = size
        self.neighbors = neighbors
        self.proxy = proxy
        self.spatialOrder = order
    }
}

/// A k-d tree stored implicitly in an index array: each range splits at its middle element along the
/// axis where its points spread most, with up to `leafSize` points scanned directly.
struct KDTree {
    let points: [SIMD3<Double>]
    /// Point indices in tree order.
    private(set) var order: [Int]
    /// The quarters around each point, for quadrant searches.
    let quadrants: Quadrants
    /// The split axis of the range whose middle element is at this position.
    private var axis: [UInt8]
    private let leafSize = 8

    /// - Parameter quadrants: Whether ``nearest(to:count:quadrant:into:)`` will be asked for quadrants.
    init(points: [SIMD3<Double>], quadrants: Bool = false) {
        self.points = points
        order = Array(points.indices)
        self.quadrants = Quadrants(points: quadrants ? points : [])
        axis = [UInt8](repeating: 0, count: points.count)
        build(0, points.count)
    }

    private mutating func build(_ lo: Int, _ hi: Int) {
        guard hi - lo > leafSize else { return }
        var low = points[order[lo]]
        var high = low
        for k in lo..<hi {
            low = pointwiseMin(low, points[order[k]])
            high = pointwiseMax(high, points[order[k]])
        }
        let spread = high - low
        let split = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
        let mid = (lo + hi) / 2
        let points = self.points
        // Ties broken by index so the tree, and every list built from it, is deterministic.
        order[lo..<hi].sort { points[$0][split] != points[$1][split] ? points[$0][split] < points[$1][split] : $0 < $1 }
        axis[mid] = UInt8(split)
        build(lo, mid)
        build(mid + 1, hi)
    }

    /// The `count` points nearest to point `target` (itself excluded), nearest first, ties by index;
    /// with `quadrant` (0-3, see ``Quadrants``) only points in that quarter around the target.
    func nearest(
        to target: Int, count: Int, quadrant: Int? = nil, into found: inout [(distance: Double, node: Int)]
    ) {
        found.removeAll(keepingCapacity: true)
        search(0, points.count, target: target, count: count, quadrant: quadrant, found: &found)
        for k in found.indices { found[k].distance = found[k].distance.squareRoot() }
    }

    private func search(
        _ lo: Int, _ hi: Int, target: Int, count: Int, quadrant: Int?, found: inout [(distance: Double, node: Int)]
    ) {
        guard lo < hi else { return }
        let q = points[target]
        if hi - lo <= leafSize {
            for k in lo..<hi {
                consider(order[k], q: q, target: target, count: count, quadrant: quadrant, found: &found)
            }
            return
        }
        let mid = (lo + hi) / 2
        let split = Int(axis[mid])
        consider(order[mid], q: q, target: target, count: count, quadrant: quadrant, found: &found)
        let gap = q[split] - points[order[mid]][split]
        let (near, far) = gap < 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
        search(near.0, near.1, target: target, count: count, quadrant: quadrant, found: &found)
        if found.count < count || gap * gap <= (found.last?.distance ?? .infinity) {
            search(far.0, far.1, target: target, count: count, quadrant: quadrant, found: &found)
        }
    }

    /// Keeps `found` sorted by squared distance and at most `count` long.
    @inline(__always)
    private func consider(
        _ node: Int, q: SIMD3<Double>, target: Int, count: Int, quadrant: Int?,
        found: inout [(distance: Double, node: Int)]
    ) {
        guard node != target else { return }
        let delta = points[node] - q
        if let quadrant, quadrants.quadrant(of: delta, around: target) != quadrant { return }
        let distance = (delta * delta).sum()
        if found.count == count, let last = found.last, (last.distance, last.node) <= (distance, node) { return }
        var index = found.count
        while index > 0, (found[index - 1].distance, found[index - 1].node) > (distance, node) { index -= 1 }
        found.insert((distance, node), at: index)
        if found.count > count { found.removeLast() }
    }
}
