import Testing

@testable import TripGeo

/// `RouteSolver.measuredSolve` hands back the legs it measured, so `trip route` prints them without a
/// second pass of geodesics: they must be exactly the legs of the order, and add up to its length.
@Suite("Routes with their legs")
struct MeasuredSolveTests {
    /// Checks `legs` against `order` leg by leg, exactly, and against the solution's length.
    static func expectLegs(
        _ legs: [Double], of solution: RouteSolution, _ distances: PlaceDistances, closed: Bool
    ) {
        let order = solution.order
        var expected = zip(order, order.dropFirst()).map { distances[$0, $1] }
        if closed, let last = order.last, let first = order.first { expected.append(distances[last, first]) }
        #expect(legs == expected)
        #expect(legs.reduce(0, +) == solution.length)
        #expect(abs(solution.length - distances.length(of: order, closed: closed)) <= 1e-9 * solution.length)
    }

    @Test("a route over a full table: the legs of its order", arguments: RouteTestSupport.allEndpoints)
    func table(_ endpoints: RouteEndpoints) throws {
        let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(40, seed: 5))
        let options = RouteOptions(endpoints: endpoints, budget: .iterations(300), seed: 3)
        #expect(RouteSolver.wantsTable(distances, options: options))
        let (solution, legs) = try RouteSolver.measuredSolve(distances: distances, options: options)
        #expect(solution == (try RouteSolver.solve(distances: distances, options: options)))
        Self.expectLegs(legs, of: solution, distances, closed: RouteRequest.pins(endpoints).closed)
    }

    @Test("a route too large for a table, with and without time to search", arguments: [0.0, 30.0])
    func sparse(seconds: Double) throws {
        let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(2600, seed: 9))
        for endpoints in [RouteEndpoints.roundTrip, .open, .fixedBoth(start: 4, end: 9)] {
            let options = RouteOptions(
                endpoints: endpoints, timeLimit: .seconds(seconds), budget: .iterations(100), seed: 3)
            #expect(!RouteSolver.wantsTable(distances, options: options))
            let (solution, legs) = try RouteSolver.measuredSolve(distances: distances, options: options)
            #expect(RouteTestSupport.isPermutation(solution.order, of: 2600))
            Self.expectLegs(legs, of: solution, distances, closed: RouteRequest.pins(endpoints).closed)
        }
    }

    @Test("a refused route is refused here too")
    func refused() {
        let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(2600, seed: 9))
        #expect(throws: RouteError.indexOutOfRange(2600)) {
            try RouteSolver.measuredSolve(distances: distances, options: RouteOptions(endpoints: .fixedStart(2600)))
        }
    }
}
