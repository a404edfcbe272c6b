import Testing

@testable import TripGeo

@Suite("Local search internals")
struct LocalSearchTests {
    @Test("incremental tour length matches a recount after every kind of move", arguments: [true, false])
    func bookkeeping(_ symmetric: Bool) {
        let n = 200
        let matrix =
            symmetric
            ? RouteTestSupport.euclidean(count: n, seed: 8) : RouteTestSupport.asymmetric(count: n, seed: 8)
        var rng = SplitMix64(seed: 4)
        var order = Array(0..<n)
        order.shuffle(using: &rng)
        var search = LocalSearch(
            costs: matrix.storage, count: n, symmetric: symmetric, order: order, neighborCount: 10)
        for node in order { search.push(node) }
        search.run()
        let recount = LocalSearch.cost(of: search.tour.order, costs: matrix.storage, count: n)
        #expect(abs(search.length - recount) < 1e-6)
        #expect(RouteTestSupport.isPermutation(search.tour.order, of: n))
        #expect(search.length < LocalSearch.cost(of: order, costs: matrix.storage, count: n))
    }

    @Test("rollback restores the tour exactly")
    func rollback() {
        var tour = TourState(order: Array(0..<50))
        tour.reverse(from: 45, to: 10, either: false)
        tour.moveSegment(start: 3, length: 3, after: 30, reversed: true)
        var scratch: [Int32] = []
        tour.swapBlocks(start: 48, 5, 7, scratch: &scratch)
        #expect(tour.order != Array(0..<50))
        #expect(RouteTestSupport.isPermutation(tour.order, of: 50))
        for node in 0..<50 { #expect(tour.node(at: tour.pos(node)) == node) }
        tour.rollback()
        #expect(tour.order == Array(0..<50))
    }

    @Test("iterated local search keeps the best tour it saw and its length is exact")
    func iterated() throws {
        let matrix = RouteTestSupport.euclidean(count: 120, seed: 12)
        let search = IteratedLocalSearch(count: 120, costs: matrix.storage, symmetric: true)
        let order = search.solve(seed: 3, iterations: 3000, deadline: .now.advanced(by: .seconds(600)))
        #expect(RouteTestSupport.isPermutation(order, of: 120))
        let greedy = search.nearestNeighbourTour()
        #expect(matrix.length(of: order, closed: true) < matrix.length(of: greedy, closed: true))
    }
}
