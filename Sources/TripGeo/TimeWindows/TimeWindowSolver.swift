/// Orders places so that each is reached within its time windows, then so that travel is shortest.
///
/// The objective is lexicographic: first the number of places that cannot be served within their
/// windows (a route ending after ``TimeWindowProblem/latestEnd`` counts as one more), then the total
/// time by which they are missed, then total travel time. Waiting for a window to open costs nothing.
/// When no order serves every place, the answer is the best order that serves the most, and
/// ``TimeWindowSolution/unserved`` names the others.
///
/// - Up to ``TimeWindowOptions/exactLimit`` places (default 10, at most ``maxExactCount``) the answer is
///   optimal: dynamic programming over visited sets that keeps only undominated (cost, time) labels,
///   bounded by the heuristic's answer.
/// - Beyond that, an iterated local search (earliest-deadline start; Or-opt, 2-opt and exchanges scored
///   incrementally along the time line; small random kicks) runs until its ``SearchBudget`` or time
///   limit is used up.
///
/// Locked positions and pinned endpoints never move. Results are deterministic for a given problem,
/// options and seed unless the time limit, rather than the budget, ends the search.
public enum TimeWindowSolver {
    /// The largest number of places ever solved exactly.
    public static let maxExactCount = 12
    /// The largest magnitude accepted for a time (start, window ends, latest end) or a stay.
    public static let maxTime = 1e12

    /// Solves `problem`.
    /// - Parameters:
    ///   - problem: Travel times, stays, windows, start time, endpoints and locks.
    ///   - options: Search budget, time limit, seed and exact limit.
    /// - Returns: The visiting order with its times, travel and the places it cannot serve.
    /// - Throws: ``RouteError`` when the problem is invalid.
    public static func solve(_ problem: TimeWindowProblem, options: TimeWindowOptions = TimeWindowOptions())
        throws(RouteError) -> TimeWindowSolution
    {
        let deadline = ContinuousClock.now.advanced(by: options.timeLimit)
        try validate(problem)
        let route = TimeWindowRoute(problem)
        let n = route.count
        guard n > 1 else { return route.solution(for: Array(0..<n), isOptimal: true) }
        let iterations: Int?
        switch options.budget {
        case .automatic: iterations = 300 + 10 * n
        case let .iterations(count): iterations = max(0, count)
        case .unlimited: iterations = nil
        }
        let exact = n <= min(options.exactLimit, maxExactCount)
        // The exact search is bounded by the heuristic's answer, so a short heuristic run comes first.
        let search = TimeWindowSearch(
            route: route, iterations: exact ? min(iterations ?? 50, 50) : iterations, deadline: deadline,
            seed: options.seed)
        var order = search.run()
        var isOptimal = false
        if exact {
            let (better, finished) = TimeWindowExact(route: route, deadline: deadline)
                .solve(bound: route.cost(of: order))
            if let better { order = better }
            isOptimal = finished
        }
        return route.solution(for: order, isOptimal: isOptimal)
    }

    /// Walks a given order through time, for a timeline or to check a tour found elsewhere.
    /// - Parameters:
    ///   - problem: Travel times, stays, windows and start time; endpoints and locks are not checked.
    ///   - order: Every place once, in visiting order.
    /// - Returns: The order's service start times, travel, end time and the places it cannot serve.
    /// - Throws: ``RouteError`` when the problem is invalid or `order` is not a permutation of its places.
    public static func evaluate(_ problem: TimeWindowProblem, order: [Int]) throws(RouteError) -> TimeWindowSolution {
        try validate(problem)
        let n = problem.travel.count
        guard order.count == n, Set(order) == Set(0..<n) else { throw .notAPermutation }
        return TimeWindowRoute(problem).solution(for: order, isOptimal: false)
    }

    private static func validate(_ problem: TimeWindowProblem) throws(RouteError) {
        let n = problem.travel.count
        guard problem.service.count == n, problem.windows.count == n else {
            throw .countMismatch(places: n, stays: problem.service.count, windowLists: problem.windows.count)
        }
        for i in 0..<n {
            for j in 0..<n where i != j {
                let value = problem.travel[i, j]
                guard value >= 0, value <= RouteSolver.maxCost else { throw .invalidCost(from: i, to: j) }
            }
        }
        for (place, stay) in problem.service.enumerated() where !(stay >= 0 && stay <= maxTime) {
            throw .invalidStay(place: place)
        }
        for (place, windows) in problem.windows.enumerated() {
            var previousClose = -Double.infinity
            for window in windows {
                guard abs(window.open) <= maxTime, abs(window.close) <= maxTime, window.open <= window.close,
                    window.open > previousClose
                else { throw .invalidWindow(place: place) }
                previousClose = window.close
            }
        }
        guard abs(problem.startTime) <= maxTime, problem.latestEnd.map({ abs($0) <= maxTime }) ?? true else {
            throw .invalidTime
        }
        try validatePins(problem)
    }

    private static func validatePins(_ problem: TimeWindowProblem) throws(RouteError) {
        let n = problem.travel.count
        let endpointPins = TimeWindowRoute.pins(problem.endpoints, count: n).byPosition
        for place in endpointPins.values where !(0..<n).contains(place) { throw .indexOutOfRange(place) }
        let endpointPlaces = Dictionary(endpointPins.map { ($0.value, $0.key) }) { a, _ in a }
        var taken = Set<Int>()
        for (place, position) in problem.lockedPositions.sorted(by: { $0.key < $1.key }) {
            guard (0..<n).contains(place) else { throw .indexOutOfRange(place) }
            guard (0..<n).contains(position), taken.insert(position).inserted else {
                throw .invalidPosition(node: place, position: position)
            }
            if let pinned = endpointPlaces[place], pinned != position { throw .conflictingConstraint(node: place) }
            if let holder = endpointPins[position], holder != place { throw .conflictingConstraint(node: place) }
        }
    }
}
