import Testing

@testable import TripGeo

@Suite("Route solver")
struct RouteSolverTests {
    typealias Support = RouteTestSupport

    @Test("Held-Karp equals brute force", arguments: Support.allEndpoints)
    func exactMatchesBruteForce(_ endpoints: RouteEndpoints) throws {
        for seed in UInt64(1)...6 {
            let n = 4 + Int(seed % 4)
            for matrix in [Support.euclidean(count: n, seed: seed), Support.asymmetric(count: n, seed: seed)] {
                let options = RouteOptions(endpoints: endpoints)
                let solution = try RouteSolver.solve(matrix: matrix, options: options)
                #expect(solution.isOptimal)
                #expect(Support.isPermutation(solution.order, of: n))
                #expect(solution.length == Support.bruteForce(matrix, options))
            }
        }
    }

    @Test("Held-Karp with locked positions equals brute force")
    func lockedExactMatchesBruteForce() throws {
        for seed in UInt64(1)...5 {
            for endpoints in [RouteEndpoints.roundTrip, .open, .fixedStart(0), .fixedBoth(start: 0, end: 6)] {
                let matrix =
                    seed % 2 == 0 ? Support.asymmetric(count: 7, seed: seed) : Support.euclidean(count: 7, seed: seed)
                let options = RouteOptions(endpoints: endpoints, lockedPositions: [3: 2, 5: 4])
                let solution = try RouteSolver.solve(matrix: matrix, options: options)
                #expect(solution.order[2] == 3 && solution.order[4] == 5)
                #expect(solution.length == Support.bruteForce(matrix, options))
            }
        }
    }

    @Test("every answer is a permutation that honours the endpoints", arguments: [1, 2, 3, 5, 8, 11, 17, 18, 40, 90])
    func permutationsAndEndpoints(_ n: Int) throws {
        for endpoints in Support.allEndpoints {
            let clamp = { (i: Int) in min(i, n - 1) }
            let adjusted: RouteEndpoints
            switch endpoints {
            case .fixedStart(let s): adjusted = .fixedStart(clamp(s))
            case .fixedEnd(let t): adjusted = .fixedEnd(clamp(t))
            case let .fixedBoth(s, t): adjusted = .fixedBoth(start: clamp(s), end: clamp(t))
            default: adjusted = endpoints
            }
            if case let .fixedBoth(s, t) = adjusted, s == t, t != clamp(2) { continue }
            // Small instances also go through the heuristic (exact limit 0) to cover its edge cases.
            let matrices = [
                Support.euclidean(count: n, seed: UInt64(n)), Support.asymmetric(count: n, seed: UInt64(n)),
            ]
            for (matrix, exactLimit) in matrices.flatMap({ m in (n <= 12 ? [16, 0] : [16]).map { (m, $0) } }) {
                let options = RouteOptions(endpoints: adjusted, budget: .iterations(300), exactLimit: exactLimit)
                let solution = try RouteSolver.solve(matrix: matrix, options: options)
                #expect(Support.isPermutation(solution.order, of: n))
                let closed =
                    adjusted == .roundTrip
                    || { if case let .fixedBoth(s, t) = adjusted { return s == t } else { return false } }()
                #expect(abs(solution.length - matrix.length(of: solution.order, closed: closed)) < 1e-9)
                switch adjusted {
                case .roundTrip: #expect(solution.order.first == 0)
                case let .fixedStart(s): #expect(solution.order.first == s)
                case let .fixedEnd(t): #expect(solution.order.last == t)
                case let .fixedBoth(s, t):
                    #expect(solution.order.first == s)
                    if s != t { #expect(solution.order.last == t) }
                case .open: break
                }
            }
        }
    }

    @Test(
        "locked stops keep their positions in the heuristic search",
        arguments: [.roundTrip, RouteEndpoints.fixedStart(0), .fixedBoth(start: 0, end: 39)])
    func lockedHeuristic(_ endpoints: RouteEndpoints) throws {
        for matrix in [Support.euclidean(count: 40, seed: 9), Support.asymmetric(count: 40, seed: 9)] {
            let locks = [7: 5, 12: 20, 30: 21, 3: 38]
            let options = RouteOptions(endpoints: endpoints, lockedPositions: locks, budget: .iterations(50))
            let solution = try RouteSolver.solve(matrix: matrix, options: options)
            #expect(Support.isPermutation(solution.order, of: 40))
            for (node, position) in locks { #expect(solution.order[position] == node) }
            // The search must improve on the arbitrary order that merely satisfies the locks.
            var naive = (0..<40).filter { locks[$0] == nil }
            for (node, position) in locks.sorted(by: { $0.value < $1.value }) { naive.insert(node, at: position) }
            #expect(solution.length <= matrix.length(of: naive, closed: endpoints == .roundTrip))
        }
    }

    @Test("the locked heuristic search finds the optimum of tiny instances")
    func lockedHeuristicTiny() throws {
        for seed in UInt64(1)...6 {
            for endpoints in [RouteEndpoints.roundTrip, .fixedStart(0), .open] {
                let matrix =
                    seed % 2 == 0 ? Support.asymmetric(count: 7, seed: seed) : Support.euclidean(count: 7, seed: seed)
                let options = RouteOptions(
                    endpoints: endpoints, lockedPositions: [4: 3, 6: 6], budget: .iterations(300), exactLimit: 0)
                let solution = try RouteSolver.solve(matrix: matrix, options: options)
                #expect(!solution.isOptimal)
                #expect(solution.order[3] == 4 && solution.order[6] == 6)
                #expect(solution.length == Support.bruteForce(matrix, options))
            }
        }
    }

    @Test("asymmetric costs: the cheap one-way ring is found, not its expensive reverse")
    func asymmetricRing() throws {
        let n = 60
        var rng = SplitMix64(seed: 3)
        let ring = (0..<n).map { _ in rng.next() }.enumerated().sorted { $0.element < $1.element }.map(\.offset)
        var next = [Int](repeating: 0, count: n)
        for k in 0..<n { next[ring[k]] = ring[(k + 1) % n] }
        let matrix = DistanceMatrix(count: n) { i, j in next[i] == j ? 1 : (next[j] == i ? 500 : 100) }
        let solution = try RouteSolver.solve(matrix: matrix, options: RouteOptions(budget: .iterations(2000)))
        #expect(Support.isPermutation(solution.order, of: n))
        #expect(solution.length == Double(n))
    }

    @Test("coincident stops cost nothing to visit together")
    func coincidentStops() throws {
        let base = Support.euclidean(count: 8, seed: 4)
        // Stops 8 and 9 sit exactly on stops 2 and 5.
        let twin = [0, 1, 2, 3, 4, 5, 6, 7, 2, 5]
        let matrix = DistanceMatrix(count: 10) { i, j in base[twin[i], twin[j]] }
        let baseLength = try RouteSolver.solve(matrix: base).length
        for exactLimit in [16, 0] {
            let solution = try RouteSolver.solve(
                matrix: matrix, options: RouteOptions(budget: .iterations(500), exactLimit: exactLimit))
            #expect(Support.isPermutation(solution.order, of: 10))
            #expect(solution.length == baseLength)
        }
    }

    @Test("invalid input is refused with a typed error")
    func validation() {
        var matrix = Support.euclidean(count: 5, seed: 1)
        #expect(throws: RouteError.indexOutOfRange(7)) {
            try RouteSolver.solve(matrix: matrix, options: RouteOptions(endpoints: .fixedStart(7)))
        }
        #expect(throws: RouteError.conflictingConstraint(node: 1)) {
            try RouteSolver.solve(
                matrix: matrix, options: RouteOptions(endpoints: .fixedStart(0), lockedPositions: [1: 0]))
        }
        #expect(throws: RouteError.invalidPosition(node: 2, position: 5)) {
            try RouteSolver.solve(matrix: matrix, options: RouteOptions(lockedPositions: [2: 5]))
        }
        matrix[1, 3] = -.infinity
        #expect(throws: RouteError.invalidCost(from: 1, to: 3)) { try RouteSolver.solve(matrix: matrix) }
    }
}
