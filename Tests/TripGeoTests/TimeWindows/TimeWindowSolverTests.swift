import Testing

@testable import TripGeo

@Suite("Time-window solver")
struct TimeWindowSolverTests {
    typealias Support = TimeWindowTestSupport

    static let endpoints: [RouteEndpoints] = [
        .roundTrip, .open, .fixedStart(2), .fixedEnd(1), .fixedBoth(start: 3, end: 0), .fixedBoth(start: 2, end: 2),
    ]

    /// Checks that the solution is a permutation honouring the pins whose reported figures match the reference.
    static func checkConsistent(_ solution: TimeWindowSolution, _ problem: TimeWindowProblem) throws {
        let n = problem.travel.count
        #expect(RouteTestSupport.isPermutation(solution.order, of: n))
        #expect(Support.respectsPins(solution.order, problem))
        let reference = Support.cost(of: solution.order, in: problem)
        #expect(abs(solution.travelTime - reference.travel) < 1e-6)
        #expect(solution.isFeasible == (reference.unserved == 0))
        #expect(solution.arrivals.count == n)
    }

    @Test("exact answers equal brute force under the lexicographic objective", arguments: endpoints)
    func exactMatchesBruteForce(_ endpoints: RouteEndpoints) throws {
        for seed in UInt64(1)...8 {
            let n = 5 + Int(seed % 4)
            let width = [20.0, 60, 200, 2][Int(seed % 4)]
            var problem = Support.problem(
                count: n, seed: seed, width: width, endpoints: endpoints, twoWindows: seed > 4)
            if seed % 2 == 0 { problem.latestEnd = 2_500 }
            let solution = try TimeWindowSolver.solve(problem, options: TimeWindowOptions(budget: .iterations(20)))
            try Self.checkConsistent(solution, problem)
            #expect(solution.isOptimal)
            let best = Support.bruteForce(problem)
            let found = Support.cost(of: solution.order, in: problem)
            #expect(found.matches(best), "seed \(seed): \(found) vs brute force \(best)")
        }
    }

    @Test("windows no order can meet: the answer serves the most and names the rest")
    func infeasibleWindows() throws {
        // Places 1 and 2 are 100 apart and both must be reached by time 10.
        let travel = DistanceMatrix(symmetricCount: 4) { i, j in
            [[0, 5, 5, 20], [5, 0, 100, 20], [5, 100, 0, 20], [20, 20, 20, 0]][i][j]
        }
        let windows: [[TimeWindow]] = [[], [TimeWindow(open: 0, close: 10)], [TimeWindow(open: 0, close: 10)], []]
        let problem = TimeWindowProblem(travel: travel, windows: windows)
        for exactLimit in [10, 0] {
            let options = TimeWindowOptions(budget: .iterations(50), exactLimit: exactLimit)
            let solution = try TimeWindowSolver.solve(problem, options: options)
            #expect(!solution.isFeasible)
            #expect(solution.unserved.count == 1)
            #expect(Support.cost(of: solution.order, in: problem).matches(Support.bruteForce(problem)))
            let late = solution.unserved[0]
            #expect(late == 1 || late == 2)
            let position = try #require(solution.order.firstIndex(of: late))
            #expect(solution.arrivals[position] > 10)
        }
    }

    @Test("a missed latest end names the route's final place")
    func latestEndMissed() throws {
        let travel = DistanceMatrix(symmetricCount: 3) { _, _ in 50 }
        let problem = TimeWindowProblem(travel: travel, endpoints: .fixedBoth(start: 0, end: 2), latestEnd: 60)
        let solution = try TimeWindowSolver.solve(problem)
        #expect(solution.order == [0, 1, 2])
        #expect(solution.endTime == 100)
        #expect(solution.unserved == [2])
    }

    @Test("arriving during a break waits for the next window")
    func waitsForNextWindow() throws {
        let travel = DistanceMatrix(symmetricCount: 2) { _, _ in 20 }
        let windows: [[TimeWindow]] = [[], [TimeWindow(open: 0, close: 10), TimeWindow(open: 50, close: 60)]]
        let problem = TimeWindowProblem(travel: travel, service: [0, 5], windows: windows, startTime: 0)
        let solution = try TimeWindowSolver.solve(problem)
        #expect(solution.arrivals == [0, 50])
        #expect(solution.endTime == 75)
        #expect(solution.isFeasible)
        #expect(solution.travelTime == 40)
    }

    @Test("locks and endpoints hold on longer routes", arguments: endpoints)
    func locksAndEndpoints(_ endpoints: RouteEndpoints) throws {
        var problem = Support.problem(count: 40, seed: 5, width: 150, endpoints: endpoints)
        problem.lockedPositions = [7: 10, 9: 20]
        let solution = try TimeWindowSolver.solve(problem, options: TimeWindowOptions(budget: .iterations(30)))
        try Self.checkConsistent(solution, problem)
        #expect(solution.order[10] == 7 && solution.order[20] == 9)
    }

    @Test("the same seed and budget give the same route, whatever the time limit")
    func deterministic() throws {
        // Limits far beyond what the budget needs: the budget, not the clock, must end both searches.
        let problem = Support.problem(count: 50, seed: 9, width: 40, twoWindows: true)
        let options = TimeWindowOptions(timeLimit: .seconds(600), budget: .iterations(40), seed: 7)
        var longer = options
        longer.timeLimit = .seconds(1_200)
        let first = try TimeWindowSolver.solve(problem, options: options)
        let second = try TimeWindowSolver.solve(problem, options: longer)
        #expect(first == second)
        try Self.checkConsistent(first, problem)
    }

    @Test("invalid problems are refused with the place at fault")
    func validation() throws {
        let travel = DistanceMatrix(symmetricCount: 3) { _, _ in 10 }
        let solve = { (problem: TimeWindowProblem) throws(RouteError) in
            _ = try TimeWindowSolver.solve(problem)
        }
        #expect(throws: RouteError.countMismatch(places: 3, stays: 2, windowLists: 3)) {
            try solve(TimeWindowProblem(travel: travel, service: [0, 0]))
        }
        #expect(throws: RouteError.invalidStay(place: 1)) {
            try solve(TimeWindowProblem(travel: travel, service: [0, -1, 0]))
        }
        let overlapping = [[], [TimeWindow(open: 0, close: 10), TimeWindow(open: 5, close: 20)], []]
        #expect(throws: RouteError.invalidWindow(place: 1)) {
            try solve(TimeWindowProblem(travel: travel, windows: overlapping))
        }
        #expect(throws: RouteError.invalidWindow(place: 2)) {
            try solve(TimeWindowProblem(travel: travel, windows: [[], [], [TimeWindow(open: 9, close: .nan)]]))
        }
        #expect(throws: RouteError.invalidTime) {
            try solve(TimeWindowProblem(travel: travel, startTime: .infinity))
        }
        #expect(throws: RouteError.conflictingConstraint(node: 0)) {
            try solve(TimeWindowProblem(travel: travel, lockedPositions: [0: 2]))
        }
        #expect(throws: RouteError.indexOutOfRange(5)) {
            try solve(TimeWindowProblem(travel: travel, endpoints: .fixedStart(5)))
        }
        var costly = travel
        costly[1, 2] = -1
        #expect(throws: RouteError.invalidCost(from: 1, to: 2)) { try solve(TimeWindowProblem(travel: costly)) }
    }
}
