import Testing

@testable import TripGeo

/// The locked search's restarts across locks and its segment insertions: locks and ends kept, and
/// the optimum of trips small enough to solve exactly.
@Suite("Locked search: restarts and segment insertion")
struct LockedSearchTests {
    typealias Support = RouteTestSupport

    /// Enough rounds for several restarts (one follows 50 + 1 per free place rounds without a new best),
    /// and a time limit no machine reaches, so the budget ends every search.
    private static let budget = SearchBudget.iterations(1_500)

    private func honours(_ order: [Int], _ options: RouteOptions, count: Int) -> Bool {
        Support.isPermutation(order, of: count) && options.lockedPositions.allSatisfy { order[$0.value] == $0.key }
    }

    /// `locks` places (never 0 or the last) locked at random other positions, as a day plan locks them.
    private func locks(count: Int, locks: Int, seed: UInt64) -> [Int: Int] {
        var rng = SplitMix64(seed: seed)
        var locked: [Int: Int] = [:]
        var taken = Set<Int>()
        while locked.count < locks {
            let node = 1 + rng.below(count - 2)
            let position = 1 + rng.below(count - 2)
            guard locked[node] == nil, taken.insert(position).inserted else { continue }
            locked[node] = position
        }
        return locked
    }

    @Test(
        "the heuristic finds the exact optimum of small trips with locks",
        arguments: [(12, 1), (12, 3), (13, 2), (14, 4)])
    func smallTripsExact(_ size: Int, _ lockCount: Int) throws {
        for seed in UInt64(1)...4 {
            let matrix = Support.euclidean(count: size, seed: seed * 31 + UInt64(size))
            let locked = locks(count: size, locks: lockCount, seed: seed)
            for endpoints in [
                RouteEndpoints.roundTrip, .fixedStart(0), .open, .fixedEnd(size - 1),
                .fixedBoth(start: 0, end: size - 1),
            ] {
                var options = RouteOptions(
                    endpoints: endpoints, lockedPositions: locked, timeLimit: .seconds(600), budget: Self.budget,
                    seed: seed)
                // Held-Karp with the same locks is exact at these sizes.
                let exact = try RouteSolver.solve(matrix: matrix, options: options)
                #expect(exact.isOptimal)
                options.exactLimit = 0
                let heuristic = try RouteSolver.solve(matrix: matrix, options: options)
                #expect(!heuristic.isOptimal)
                #expect(honours(heuristic.order, options, count: size))
                #expect(
                    abs(heuristic.length - exact.length) < 1e-6,
                    "n=\(size) locks=\(lockCount) seed=\(seed) \(endpoints): \(heuristic.length) vs \(exact.length)")
            }
        }
    }

    @Test("locks and ends are kept through restarts", arguments: [RouteEndpoints.roundTrip, .fixedStart(0), .open])
    func locksKeptThroughRestarts(_ endpoints: RouteEndpoints) throws {
        for seed in UInt64(1)...3 {
            let n = 60
            let matrix = Support.euclidean(count: n, seed: seed)
            var locked: [Int: Int] = [:]
            for node in [7, 23, 41] { locked[node] = (node * 7 + Int(seed)) % (n - 2) + 1 }
            let options = RouteOptions(
                endpoints: endpoints, lockedPositions: locked, timeLimit: .seconds(600), budget: Self.budget,
                seed: seed)
            let solution = try RouteSolver.solve(matrix: matrix, options: options)
            #expect(honours(solution.order, options, count: n))
            if endpoints == .fixedStart(0) { #expect(solution.order.first == 0) }
            let closed = endpoints == .roundTrip
            #expect(abs(solution.length - matrix.length(of: solution.order, closed: closed)) < 1e-6)
        }
    }

    @Test("a change across a lock keeps every lock and is priced exactly", arguments: [false, true])
    func scatterPricedExactly(_ symmetric: Bool) {
        let n = 50
        let matrix = symmetric ? Support.euclidean(count: n, seed: 21) : Support.asymmetric(count: n, seed: 21)
        let lockAt = (0..<n).map { [0, 9, 10, 30].contains($0) ? $0 : -1 }
        var locks: [Int: Int] = [:]
        for position in lockAt where position >= 0 { locks[position] = position }
        let problem = SequenceProblem(count: n, costs: matrix.storage, symmetric: symmetric, locks: locks)
        let search = ConstrainedSearch(problem: problem)
        var tour = LockedTour(order: Array(0..<n), lockAt: lockAt, costs: matrix.storage)
        var rng = SplitMix64(seed: 2)
        for _ in 0..<300 {
            let before = matrix.length(of: tour.order, closed: true)
            var touched: [Int] = []
            let change = search.scatter(&tour, rng: &rng, touched: &touched)
            #expect(abs(matrix.length(of: tour.order, closed: true) - before - change) < 1e-6)
            #expect((0..<n).allSatisfy { lockAt[$0] < 0 || tour.order[$0] == lockAt[$0] })
            #expect(!touched.isEmpty)
        }
    }

    @Test("prefix sums rewritten over the changed slots match rebuilt ones, after moves and after undoing")
    func partialRefreshMatchesRebuild() {
        let n = 45
        let matrix = Support.asymmetric(count: n, seed: 13)
        let lockAt = (0..<n).map { [0, 1, 12, 13, 30, 44].contains($0) ? $0 : -1 }
        var tour = LockedTour(order: Array(0..<n), lockAt: lockAt, costs: matrix.storage)
        let m = tour.slots.count
        var rng = SplitMix64(seed: 8)
        // Past the changed slots the sums are moved by the change rather than summed again, so they
        // agree with a rebuild up to rounding.
        func close(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        }
        func matchesRebuild(_ tour: LockedTour<MatrixCosts>) -> Bool {
            let rebuilt = LockedTour(order: tour.order, lockAt: lockAt, costs: matrix.storage).prefix
            return close(tour.prefix.forward, rebuilt.forward) && close(tour.prefix.backward, rebuilt.backward)
                && close(tour.prefix.along, rebuilt.along)
        }
        for round in 0..<300 {
            let a = rng.below(m - 2)
            let b = a + 1 + rng.below(m - a - 1)
            if rng.below(2) == 0 {
                tour.reverse(a, b)
            } else {
                tour.rotate(a, b, length: 1 + rng.below(b - a), toBack: rng.below(2) == 0)
            }
            tour.refresh(from: a, through: b)
            #expect(matchesRebuild(tour), "round \(round) after the move")
            if round % 3 == 0 {
                let changed = tour.rollback()
                #expect(changed == a...b)
                tour.refresh(from: a, through: b)
                #expect(matchesRebuild(tour), "round \(round) after undoing")
            }
            if round % 7 == 0 {
                // A refresh bounded too tightly would leave a sum stale: this one must not match.
                tour.reverse(a, b)
                tour.refresh(from: a, through: a)
                #expect(b - a < 2 || !matchesRebuild(tour), "round \(round) with a refresh that stops short")
                tour.refresh(from: a, through: b)
                #expect(matchesRebuild(tour), "round \(round) refreshed in full")
            }
            tour.commit()
        }
    }

    @Test("each run goes on from its own start: the shortest after local search for rank 0, then the next")
    func rankedStarts() {
        let n = 40
        let matrix = Support.euclidean(count: n, seed: 21)
        let locked = [0: 0, 9: 9, 25: 25]
        let problem = SequenceProblem(count: n, costs: matrix.storage, symmetric: true, locks: locked)
        let search = ConstrainedSearch(problem: problem)
        let starts = (0..<4).map { Support.scrambled(count: n, locked: Set(locked.keys), seed: 4 + UInt64($0)) }
        // No rounds after the local search, so each answer is the start the rank picked, descended.
        let far = ContinuousClock.now.advanced(by: .seconds(60))
        let lengths = (0..<5).map { rank in
            problem.cost(of: search.solve(starts: starts, rank: rank, seed: 1, iterations: 0, deadline: far))
        }
        #expect(lengths[0] <= lengths[1] && lengths[1] <= lengths[2] && lengths[2] <= lengths[3])
        #expect(lengths[0] < lengths[3], "the scrambled starts settle at different lengths")
        #expect(lengths[4] == lengths[0], "past the last start the ranks come round again")
        for rank in 0..<4 {
            let order = search.solve(starts: starts, rank: rank, seed: 1, iterations: 0, deadline: far)
            #expect(Support.isPermutation(order, of: n))
            #expect(locked.allSatisfy { order[$0.value] == $0.key })
        }
    }
}
