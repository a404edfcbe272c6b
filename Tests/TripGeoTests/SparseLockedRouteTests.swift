import Testing

@testable import TripGeo

@Suite("Locked stops on routes solved without a full table")
struct SparseLockedRouteTests {
    static let count = 240

    /// Three locked places away from the pinned ends of ``RouteTestSupport/allEndpoints`` (nodes 0–3
    /// and the first and last positions).
    static let locks = [10: 5, 20: 120, 30: 230]

    static let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(count, seed: 23))

    private func options(_ endpoints: RouteEndpoints, iterations: Int) -> RouteOptions {
        RouteOptions(endpoints: endpoints, lockedPositions: Self.locks, budget: .iterations(iterations), seed: 5)
    }

    private func expectHonoured(_ order: [Int], _ endpoints: RouteEndpoints) {
        #expect(RouteTestSupport.isPermutation(order, of: Self.count))
        for (node, position) in Self.locks { #expect(order[position] == node) }
        let pins = RouteRequest.pins(endpoints)
        if let start = pins.start { #expect(order.first == start) }
        if let end = pins.end, !pins.closed { #expect(order.last == end) }
    }

    @Test(
        "every lock and pinned end holds, and the legs add up to the length", arguments: RouteTestSupport.allEndpoints)
    func locksHold(_ endpoints: RouteEndpoints) {
        let far = ContinuousClock.now.advanced(by: .seconds(3600))
        let route = SparseRoute(distances: Self.distances, options: options(endpoints, iterations: 300), deadline: far)
        let (order, legs) = route.route()
        expectHonoured(order, endpoints)
        let closed = RouteRequest.pins(endpoints).closed
        let length = Self.distances.length(of: order, closed: closed)
        #expect(legs.count == Self.count - (closed ? 0 : 1))
        #expect(abs(legs.reduce(0, +) - length) < 1e-6 * length)
    }

    @Test("with no time left the locks still hold", arguments: RouteTestSupport.allEndpoints)
    func noTimeLeft(_ endpoints: RouteEndpoints) {
        let past = ContinuousClock.now.advanced(by: .seconds(-1))
        let (order, legs) = SparseRoute(
            distances: Self.distances, options: options(endpoints, iterations: 300), deadline: past
        ).route()
        expectHonoured(order, endpoints)
        let closed = RouteRequest.pins(endpoints).closed
        #expect(abs(legs.reduce(0, +) - Self.distances.length(of: order, closed: closed)) < 1e-3)
    }

    @Test("the search comes close to the full table's locked search", arguments: [RouteEndpoints.roundTrip, .open])
    func nearTheTable(_ endpoints: RouteEndpoints) throws {
        let far = ContinuousClock.now.advanced(by: .seconds(3600))
        let options = options(endpoints, iterations: 3000)
        let closed = RouteRequest.pins(endpoints).closed
        let sparse = SparseRoute(distances: Self.distances, options: options, deadline: far).route().order
        let table = try RouteSolver.solve(matrix: Self.distances.matrix(), options: options)
        let sparseLength = Self.distances.length(of: sparse, closed: closed)
        #expect(sparseLength <= table.length * 1.02, "sparse \(sparseLength) against the table's \(table.length)")
    }

    @Test("with all places locked, or all but two, the answer is the only one the locks allow", arguments: [0, 2])
    func nearlyAllLocked(free: Int) {
        let far = ContinuousClock.now.advanced(by: .seconds(3600))
        var locks: [Int: Int] = [:]
        for node in free..<Self.count { locks[node] = node }
        for endpoints in [RouteEndpoints.roundTrip, .open] {
            let options = RouteOptions(endpoints: endpoints, lockedPositions: locks, budget: .iterations(50), seed: 2)
            let order = SparseRoute(distances: Self.distances, options: options, deadline: far).route().order
            #expect(RouteTestSupport.isPermutation(order, of: Self.count))
            #expect((free..<Self.count).allSatisfy { order[$0] == $0 })
        }
    }

    @Test("a locked route beyond the table's limits is solved without one")
    func noTableForLockedRoutes() {
        let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(3000, seed: 4))
        let options = RouteOptions(lockedPositions: [7: 100], timeLimit: .seconds(1))
        #expect(!RouteSolver.wantsTable(distances, options: options))
        #expect(RouteSolver.wantsTable(Self.distances, options: options))
    }

    @Test(
        "pricing rotations from the locks alone finds the shortest rotation measuring finds",
        arguments: [(true, true), (true, false), (false, true), (false, false)])
    func filledStartIsShortest(closed: Bool, symmetric: Bool) {
        for seed in UInt64(1)...6 {
            let n = 11
            let matrix =
                symmetric
                ? RouteTestSupport.euclidean(count: n, seed: seed) : RouteTestSupport.asymmetric(count: n, seed: seed)
            let endpoints: RouteEndpoints = closed ? .roundTrip : .fixedStart(1)
            let layout = LockedLayout(count: n, endpoints: endpoints, lockedPositions: [4: 3, 6: 4, 9: 8])
            let costs = sequenceCosts(matrix, closed: closed)
            let problem = SequenceProblem(
                count: layout.sequenceCount, costs: costs, symmetric: symmetric, locks: layout.sequenceLocks)
            let unconstrained = RouteTestSupport.scrambled(count: n, locked: [], seed: seed)
            let filled = layout.filledStart(unconstrained, problem: problem)
            // Every rotation and direction of the free places, measured whole.
            let sequenceFree = layout.toSequence(unconstrained).filter { problem.positionOf[$0] < 0 }
            let slots = (0..<problem.count).filter { problem.lockAt[$0] < 0 }
            var shortest = Double.infinity
            for direction in symmetric ? [sequenceFree, sequenceFree.reversed()] : [sequenceFree] {
                for rotation in 0..<(closed ? slots.count : 1) {
                    var order = problem.lockAt
                    for (k, slot) in slots.enumerated() { order[slot] = direction[(rotation + k) % slots.count] }
                    shortest = min(shortest, problem.cost(of: order))
                }
            }
            #expect(abs(problem.cost(of: filled) - shortest) < 1e-9 * shortest)
            #expect((0..<problem.count).allSatisfy { problem.lockAt[$0] < 0 || filled[$0] == problem.lockAt[$0] })
        }
    }

    /// The sequence's costs: the matrix, plus a dummy leading an open path at no cost either way.
    private func sequenceCosts(_ matrix: DistanceMatrix, closed: Bool) -> [Double] {
        let n = matrix.count
        let size = closed ? n : n + 1
        var costs = [Double](repeating: 0, count: size * size)
        for i in 0..<n {
            for j in 0..<n { costs[i * size + j] = matrix[i, j] }
        }
        return costs
    }
}
