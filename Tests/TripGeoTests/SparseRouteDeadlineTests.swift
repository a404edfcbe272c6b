import Testing

@testable import TripGeo

@Suite("Large routes within the time limit")
struct SparseRouteDeadlineTests {
    @Test("the Hilbert curve fills each corner square before leaving it, one neighbouring cell at a time")
    func curveIsContinuous() {
        // The first 4^k cells of the curve are the 2^k × 2^k square at its start.
        var cells: [UInt64: (Int, Int)] = [:]
        for x in 0..<16 {
            for y in 0..<16 { cells[SpaceFillingCurve.index(x: x, y: y)] = (x, y) }
        }
        #expect(Set(cells.keys) == Set((0..<256).map { UInt64($0) }))
        for position in 1..<256 {
            guard let a = cells[UInt64(position - 1)], let b = cells[UInt64(position)] else { continue }
            #expect(abs(a.0 - b.0) + abs(a.1 - b.1) == 1)
        }
    }

    @Test("the curve's order visits every place once and far shorter than the order they came in")
    func curveOrderIsShort() {
        let places = SparseRouteTests.places(3000, seed: 51)
        let distances = PlaceDistances(geodesicBetween: places)
        let order = SpaceFillingCurve.order(distances.points)
        #expect(RouteTestSupport.isPermutation(order, of: 3000))
        let given = distances.length(of: Array(0..<3000), closed: true)
        #expect(distances.length(of: order, closed: true) < given / 10)
    }

    @Test("neighbour lists give up once the deadline has passed")
    func neighboursStopAtDeadline() {
        let points = SparseRouteTests.places(500, seed: 3).map { SIMD3($0.latitude, $0.longitude, 0) }
        let past = ContinuousClock.now.advanced(by: .seconds(-1))
        #expect(SparseNeighbors(points: points, size: 8, deadline: past) == nil)
        let later = ContinuousClock.now.advanced(by: .seconds(3600))
        #expect(SparseNeighbors(points: points, size: 8, deadline: later)?.count == 500)
    }

    @Test("with no time left the answer is the curve's tour, endpoints kept", arguments: RouteTestSupport.allEndpoints)
    func noTimeLeft(_ endpoints: RouteEndpoints) {
        let places = SparseRouteTests.places(2000, seed: 61)
        let distances = PlaceDistances(geodesicBetween: places)
        let options = RouteOptions(endpoints: endpoints, budget: .unlimited, seed: 7)
        let past = ContinuousClock.now.advanced(by: .seconds(-1))
        let (order, legs) = SparseRoute(distances: distances, options: options, deadline: past).route()
        let length = legs.reduce(0, +)
        #expect(RouteTestSupport.isPermutation(order, of: 2000))
        let pins = RouteRequest.pins(endpoints)
        #expect(legs.count == (pins.closed ? 2000 : 1999))
        #expect(legs.last == (pins.closed ? distances[order[1999], order[0]] : distances[order[1998], order[1999]]))
        if let start = pins.start { #expect(order.first == start) }
        if let end = pins.end { #expect(order.last == end) }
        #expect(abs(length - distances.length(of: order, closed: pins.closed)) < 1e-6 * length)
        if endpoints == .roundTrip {
            // Coincident places may swap on the curve, which leaves the length as it is.
            let curve = distances.length(of: SpaceFillingCurve.order(distances.points), closed: true)
            #expect(abs(length - curve) < 1e-6 * curve)
        }
    }

    @Test("with time to search, the tour is shorter than the curve's")
    func searchImprovesOnCurve() {
        let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(2000, seed: 61))
        let options = RouteOptions(budget: .iterations(200), seed: 7)
        let far = ContinuousClock.now.advanced(by: .seconds(3600))
        let length = SparseRoute(distances: distances, options: options, deadline: far).route().legs.reduce(0, +)
        let curve = distances.length(of: SpaceFillingCurve.order(distances.points), closed: true)
        #expect(length < curve * 0.9)
    }
}

@Suite("When a route gets a full table")
struct RouteTableChoiceTests {
    /// Places whose distances cost next to nothing, as TSPLIB's do.
    static func cheap(_ count: Int) -> PlaceDistances {
        PlaceDistances(
            count: count, points: (0..<count).map { SIMD3(Double($0), 0, 0) }, bound: Double(count),
            secondsPerPair: 2e-8
        ) { i, j in Double(j - i) }
    }

    @Test("the table's setup counts, not only its distances")
    func setupCounts() {
        let second = RouteOptions(timeLimit: .seconds(1))
        #expect(RouteSolver.wantsTable(Self.cheap(150), options: RouteOptions(timeLimit: .zero)))
        #expect(RouteSolver.wantsTable(Self.cheap(800), options: second))
        // 1,600 cheap distances take milliseconds, but sorting every row of the table takes longer than the limit.
        #expect(!RouteSolver.wantsTable(Self.cheap(1600), options: second))
        #expect(RouteSolver.wantsTable(Self.cheap(1600), options: RouteOptions(timeLimit: .seconds(10))))
        // Locked positions follow the same rule: the locked search runs without a table too.
        let locked = RouteOptions(lockedPositions: [3: 3], timeLimit: .zero)
        #expect(!RouteSolver.wantsTable(Self.cheap(1600), options: locked))
        #expect(RouteSolver.wantsTable(Self.cheap(150), options: locked))
    }
}
