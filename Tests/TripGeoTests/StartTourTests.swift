import Testing

@testable import TripGeo

@Suite("Start tours and tour edits")
struct StartTourTests {
    /// The cycle read from node 0 onwards, in the tour's own direction.
    static func fromZero(_ order: [Int]) -> [Int] {
        guard let index = order.firstIndex(of: 0) else { return order }
        return Array(order[index...] + order[..<index])
    }

    @Test("exchanging arcs gives the pure 3-opt reconnection and rolls back", arguments: 0..<40)
    func exchangeArcs(_ trial: Int) {
        let n = 15
        var rng = SplitMix64(seed: UInt64(trial))
        let first = rng.below(n)
        let second = first + 1 + rng.below(n - 3)
        let third = second + 1 + rng.below(first + n - 1 - second)
        var tour = TourState(order: Array(0..<n))
        var scratch: [Int32] = []
        tour.exchangeArcs(cuts: [first, second, third], scratch: &scratch)
        // Arcs A, B, C follow the three cuts; the new cycle runs C, B, A, each in its old direction.
        let arc = { (from: Int, to: Int) in (from...to).map { $0 % n } }
        let expected = arc(third + 1, first + n) + arc(second + 1, third) + arc(first + 1, second)
        #expect(Self.fromZero(tour.order) == Self.fromZero(expected))
        for node in 0..<n { #expect(tour.node(at: tour.pos(node)) == node) }
        tour.rollback()
        #expect(tour.order == Array(0..<n))
    }

    @Test("fragment ends are linked to the nearest end of another fragment first")
    func joinsNearestEnds() throws {
        // Three runs along a line; two candidates per place keep each run a fragment of its own.
        let xs: [Double] = [0, 1, 2, 3, 10, 11, 12, 13, 40, 41, 42, 43]
        let points = xs.map { SIMD3($0, 0, 0) }
        let sparse = try #require(SparseNeighbors(points: points, size: 2))
        var edges: [(cost: Double, a: Int32, b: Int32)] = []
        for a in 0..<12 {
            for slot in 0..<2 {
                let b = Int(sparse.neighbors[a * 2 + slot])
                edges.append((sparse.proxy[a * 2 + slot], Int32(min(a, b)), Int32(max(a, b))))
            }
        }
        var links = GreedyTour.link(edges, count: 12)
        #expect(links.filter { $0.count < 2 }.count == 6)
        GreedyTour.joinEnds(&links, sparse: sparse)
        #expect(Set(links[3]) == [2, 4])
        #expect(Set(links[7]) == [6, 8])
        #expect(links[0] == [1])
        #expect(links[11] == [10])
    }

    @Test("the sparse start is one permutation and shorter than joining along the space-filling order")
    func sparseStart() throws {
        // Clusters of a few places each, so candidate edges alone leave many fragments to join.
        var rng = SplitMix64(seed: 21)
        var points: [SIMD3<Double>] = []
        for _ in 0..<60 {
            let centre = SIMD3(Double(rng.below(10_000)), Double(rng.below(10_000)), 0)
            for _ in 0..<7 { points.append(centre + SIMD3(Double(rng.below(40)), Double(rng.below(40)), 0)) }
        }
        let n = points.count
        let places = points
        let distances = PlaceDistances(count: n, points: places, bound: 20_000, secondsPerPair: 1e-8) {
            let delta = places[$0] - places[$1]
            return (delta * delta).sum().squareRoot()
        }
        let sparse = try #require(SparseNeighbors(points: points, size: 5))
        let costs = SparseCosts(SparseCosts.Setup(distances: distances, free: nil, penalty: 0), cacheCapacity: 0)
        let order = GreedyTour.build(sparse: sparse, costs: costs)
        #expect(RouteTestSupport.isPermutation(order, of: n))
        let curve = SpaceFillingCurve.order(points)
        #expect(distances.length(of: order, closed: true) < distances.length(of: curve, closed: true))
    }

    @Test("the pair cache answers what it stored and forgets what a colliding pair replaced")
    func pairCache() {
        let cache = PairCache(capacity: 0)
        #expect(cache[42] == nil)
        cache[42] = 1.5
        #expect(cache[42] == 1.5)
        // More keys than slots: some must have replaced others, and none answers with another's value.
        for key in UInt64(0)..<4096 { cache[key] = Double(key) }
        var kept = 0
        for key in UInt64(0)..<4096 {
            if let value = cache[key] {
                #expect(value == Double(key))
                kept += 1
            }
        }
        #expect(kept > 0 && kept <= 1024)
    }
}
