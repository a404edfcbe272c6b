import Testing

@testable import TripGeo

@Suite("Route solver determinism")
struct RouteDeterminismTests {
    typealias Support = RouteTestSupport

    /// Long enough that the iteration budget, never the clock, ends the search: on a loaded machine the
    /// default 2-second limit cut these runs short and made them differ.
    static let noClock: Duration = .seconds(3600)

    /// Rotates a closed tour to start at `node` and orients it so its second place is the smaller
    /// of the two neighbours: one spelling per cycle.
    private func canonicalCycle(_ cycle: [Int], startingAt node: Int) -> [Int] {
        guard let index = cycle.firstIndex(of: node) else { return cycle }
        let rotated = Array(cycle[index...] + cycle[..<index])
        guard rotated.count > 2, let last = rotated.last, last < rotated[1] else { return rotated }
        return [rotated[0]] + rotated.dropFirst().reversed()
    }

    @Test("same input and seed give the same tour", arguments: [12, 60, 150])
    func sameSeedSameTour(_ n: Int) throws {
        let matrix = Support.euclidean(count: n, seed: 21)
        let options = RouteOptions(timeLimit: Self.noClock, budget: .iterations(3000), seed: 99)
        let first = try RouteSolver.solve(matrix: matrix, options: options)
        let second = try RouteSolver.solve(matrix: matrix, options: options)
        #expect(first == second)
    }

    @Test("the order the stops were given in does not change the tour", arguments: [12, 60, 150])
    func permutedInputSameTour(_ n: Int) throws {
        let matrix = Support.euclidean(count: n, seed: 5)
        var rng = SplitMix64(seed: UInt64(n))
        var shuffle = Array(0..<n)
        shuffle.shuffle(using: &rng)
        // Place k of the shuffled input is place shuffle[k] of the original.
        let permuted = DistanceMatrix(count: n) { i, j in matrix[shuffle[i], shuffle[j]] }
        for endpoints in [RouteEndpoints.roundTrip, .open] {
            let options = RouteOptions(
                endpoints: endpoints, timeLimit: Self.noClock, budget: .iterations(3000), seed: 7)
            let original = try RouteSolver.solve(matrix: matrix, options: options)
            let other = try RouteSolver.solve(matrix: permuted, options: options)
            #expect(original.length == other.length)
            let mapped = other.order.map { shuffle[$0] }
            if endpoints == .roundTrip {
                #expect(canonicalCycle(mapped, startingAt: 0) == canonicalCycle(original.order, startingAt: 0))
            } else {
                #expect(mapped == original.order || mapped == original.order.reversed())
            }
        }
    }

    @Test("stops given as coordinates in another order give the same route", arguments: [12, 45])
    func permutedCoordinates(_ n: Int) throws {
        var rng = SplitMix64(seed: 77)
        let places = try (0..<n).map { _ in
            try #require(
                Coordinate(
                    latitude: 33 + Double(rng.below(100_000)) / 100_000,
                    longitude: 126 + Double(rng.below(100_000)) / 100_000))
        }
        var shuffled = places
        shuffled.shuffle(using: &rng)
        let options = RouteOptions(endpoints: .fixedStart(0), timeLimit: Self.noClock, budget: .iterations(2000))
        let first = try RouteSolver.solve(
            matrix: DistanceMatrix(geodesicDistancesBetween: places), options: options)
        let home = try #require(shuffled.firstIndex(of: places[0]))
        var moved = options
        moved.endpoints = .fixedStart(home)
        let second = try RouteSolver.solve(
            matrix: DistanceMatrix(geodesicDistancesBetween: shuffled), options: moved)
        #expect(first.order.map { places[$0] } == second.order.map { shuffled[$0] })
        #expect(first.length == second.length)
    }

    @Test("fifteen stops are solved exactly")
    func fifteenStopsExact() throws {
        let matrix = Support.euclidean(count: 15, seed: 15)
        let solution = try RouteSolver.solve(matrix: matrix)
        #expect(solution.isOptimal)
        #expect(Support.isPermutation(solution.order, of: 15))
    }
}
