import Testing

@testable import TripGeo

@Suite("Routes without a full distance table")
struct SparseRouteTests {
    /// Random places around the Korean peninsula, some of them coincident.
    static func places(_ count: Int, seed: UInt64) -> [Coordinate] {
        var rng = SplitMix64(seed: seed)
        var places: [Coordinate] = []
        while places.count < count {
            if places.count > 10, rng.below(50) == 0, let twin = places.last {
                places.append(twin)
                continue
            }
            let latitude = 33 + Double(rng.below(500_000)) / 100_000
            let longitude = 126 + Double(rng.below(400_000)) / 100_000
            if let place = Coordinate(latitude: latitude, longitude: longitude) { places.append(place) }
        }
        return places
    }

    static func solve(_ distances: PlaceDistances, _ endpoints: RouteEndpoints, iterations: Int = 2000) -> [Int] {
        let options = RouteOptions(endpoints: endpoints, budget: .iterations(iterations), seed: 7)
        let far = ContinuousClock.now.advanced(by: .seconds(3600))
        return SparseRoute(distances: distances, options: options, deadline: far).solve()
    }

    @Test("the k-d tree finds exactly the nearest points, ties by index")
    func nearestNeighbours() throws {
        var rng = SplitMix64(seed: 3)
        let points = (0..<400).map { _ in
            SIMD3(Double(rng.below(100)), Double(rng.below(100)), Double(rng.below(3)))
        }
        let sparse = try #require(SparseNeighbors(points: points, size: 6))
        for i in points.indices {
            let expected = points.indices.filter { $0 != i }
                .map { j -> (Double, Int) in
                    let delta = points[j] - points[i]
                    return ((delta * delta).sum(), j)
                }
                .sorted { $0 < $1 }.prefix(6).map { Int32($0.1) }
            #expect(Array(sparse.neighbors[(i * 6)..<(i * 6 + 6)]) == expected)
        }
        #expect(Set(sparse.spatialOrder) == Set((0..<400).map { Int32($0) }))
    }

    @Test("distances on demand equal the geodesic table, in any order and either direction")
    func distancesMatchTable() {
        let places = Self.places(40, seed: 5)
        let distances = PlaceDistances(geodesicBetween: places)
        let table = DistanceMatrix(geodesicDistancesBetween: places)
        #expect(distances.matrix() == table)
        let order = Array((0..<40).reversed())
        let reordered = distances.reordered(order)
        for i in 0..<40 {
            for j in 0..<40 { #expect(reordered[i, j] == table[order[i], order[j]]) }
        }
        #expect(distances.length(of: Array(0..<40), closed: true) == table.length(of: Array(0..<40), closed: true))
    }

    @Test("every answer is a permutation that keeps the endpoints", arguments: RouteTestSupport.allEndpoints)
    func honoursEndpoints(_ endpoints: RouteEndpoints) {
        let distances = PlaceDistances(geodesicBetween: Self.places(300, seed: 11))
        let order = Self.solve(distances, endpoints)
        #expect(RouteTestSupport.isPermutation(order, of: 300))
        switch endpoints {
        case .roundTrip, .open: break
        case let .fixedStart(s): #expect(order.first == s)
        case let .fixedEnd(t): #expect(order.last == t)
        case let .fixedBoth(s, t):
            #expect(order.first == s)
            if s != t { #expect(order.last == t) }
        }
    }

    @Test("tours come close to the table-based search's", arguments: [RouteEndpoints.roundTrip, .fixedStart(0), .open])
    func closeToTableSearch(_ endpoints: RouteEndpoints) throws {
        let places = Self.places(400, seed: 21)
        let distances = PlaceDistances(geodesicBetween: places)
        let closed = RouteRequest.pins(endpoints).closed
        let sparse = distances.length(of: Self.solve(distances, endpoints, iterations: 4000), closed: closed)
        let options = RouteOptions(endpoints: endpoints, timeLimit: .seconds(3600), budget: .iterations(4000), seed: 7)
        let table = try RouteSolver.solve(matrix: distances.matrix(), options: options).length
        // Both run the same kicks; only the start tour and the candidate ranking differ.
        #expect(sparse < table * 1.02)
    }

    @Test("the answer does not depend on the order the places were given in")
    func inputOrderIndependent() {
        let places = Self.places(250, seed: 31)
        var rng = SplitMix64(seed: 2)
        var shuffled = Array(0..<250)
        shuffled.shuffle(using: &rng)
        let first = PlaceDistances(geodesicBetween: places)
        let second = PlaceDistances(geodesicBetween: shuffled.map { places[$0] })
        let a = first.length(of: Self.solve(first, .roundTrip), closed: true)
        let b = second.length(of: Self.solve(second, .roundTrip), closed: true)
        #expect(abs(a - b) < 1e-6)
    }

    @Test("the public entry point refuses invalid endpoints and answers large requests without a table")
    func publicEntry() throws {
        let distances = PlaceDistances(geodesicBetween: Self.places(600, seed: 41))
        #expect(throws: RouteError.indexOutOfRange(600)) {
            try RouteSolver.solve(distances: distances, options: RouteOptions(endpoints: .fixedStart(600)))
        }
        // 600 places' table would take longer than a quarter of this limit, so no table is built.
        let options = RouteOptions(endpoints: .fixedBoth(start: 5, end: 9), timeLimit: .milliseconds(100))
        let solution = try RouteSolver.solve(distances: distances, options: options)
        #expect(RouteTestSupport.isPermutation(solution.order, of: 600))
        #expect(solution.order.first == 5 && solution.order.last == 9)
        #expect(abs(solution.length - distances.length(of: solution.order, closed: false)) < 1e-6)
        #expect(!solution.isOptimal)
    }
}
