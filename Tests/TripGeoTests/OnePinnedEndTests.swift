import Testing

@testable import TripGeo

/// An open path with one pinned end always pays one penalty at its dummy; the search's acceptance
/// allowance must be scaled from the rest of the tour, or the search wanders.
@Suite("Open paths with one pinned end")
struct OnePinnedEndTests {
    @Test("the sparse search's path from a pinned start is shorter than its round trip")
    func sparseShorterThanRoundTrip() {
        let distances = PlaceDistances(geodesicBetween: SparseRouteTests.places(3000, seed: 31))
        let far = ContinuousClock.now.advanced(by: .seconds(3600))
        let budget = SearchBudget.iterations(4000)
        let round = SparseRoute(distances: distances, options: RouteOptions(budget: budget), deadline: far).route()
        let path = SparseRoute(
            distances: distances, options: RouteOptions(endpoints: .fixedStart(0), budget: budget), deadline: far
        ).route()
        let roundLength = round.legs.reduce(0, +)
        let pathLength = path.legs.reduce(0, +)
        #expect(path.order.first == 0)
        #expect(pathLength < roundLength, "path \(pathLength), round trip \(roundLength)")
    }
}
