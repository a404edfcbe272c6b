import TripGeo

/// How well a day (or a whole plan) keeps the clock: stops not served first, then the minutes by which
/// they were missed (which leads the search towards serving them), then travel.
struct TimedCost: Sendable {
    var unserved = 0
    var lateness = 0.0
    /// Travel seconds, plus the balance penalty when the plan balances by length.
    var travel = 0.0

    static func + (a: TimedCost, b: TimedCost) -> TimedCost {
        TimedCost(unserved: a.unserved + b.unserved, lateness: a.lateness + b.lateness, travel: a.travel + b.travel)
    }

    /// Strictly better, ignoring differences that only the order of a sum could cause.
    func isBetter(than other: TimedCost) -> Bool {
        if unserved != other.unserved { return unserved < other.unserved }
        if abs(lateness - other.lateness) > 1e-6 { return lateness < other.lateness }
        return travel < other.travel - 1e-6
    }
}

/// Each day's best order for a set of stops, solved by ``TimeWindowSolver`` once per (day, set): the
/// split search asks for the same days again and again as it moves stops back and forth.
final class TimedDayCosts {
    struct Day {
        /// Visit indices in visiting order.
        var order: [Int]
        var cost: TimedCost
    }

    let problem: TimedDayProblem
    private let budget: SearchBudget
    private let exactLimit: Int
    private let seed: UInt64
    private let deadline: ContinuousClock.Instant
    private var cache: [[Int]: Day] = [:]
    /// Whether some day was solved with the deadline passed, so its order depends on the machine's speed.
    private(set) var reachedTimeLimit = false

    /// - Parameters:
    ///   - budget: Rounds of each day's search; a fixed budget keeps the plan a function of the seed.
    ///   - exactLimit: Days of up to this many places are solved exactly.
    init(
        problem: TimedDayProblem, budget: SearchBudget, exactLimit: Int, seed: UInt64,
        deadline: ContinuousClock.Instant
    ) {
        self.problem = problem
        self.budget = budget
        self.exactLimit = exactLimit
        self.seed = seed
        self.deadline = deadline
    }

    var isPastDeadline: Bool { ContinuousClock.now >= deadline }

    /// The best order found for `stops` (visit indices in any order) on 0-based `day`.
    func day(_ day: Int, _ stops: [Int]) throws(RouteError) -> Day {
        let key = [day] + stops.sorted()
        if let known = cache[key] { return known }
        let (problem, places) = self.problem.problem(day: day, stops: Array(key.dropFirst()))
        let left = ContinuousClock.now.duration(to: deadline)
        let options = TimeWindowOptions(
            timeLimit: max(.zero, left), budget: budget, seed: seed, exactLimit: exactLimit)
        let solution = try TimeWindowSolver.solve(problem, options: options)
        if isPastDeadline { reachedTimeLimit = true }
        let result = Day(
            order: solution.order.compactMap { places[$0] }, cost: cost(solution, problem, day: day, places))
        cache[key] = result
        return result
    }

    private func cost(_ solution: TimeWindowSolution, _ problem: TimeWindowProblem, day: Int, _ places: [Int?])
        -> TimedCost
    {
        var cost = TimedCost(unserved: solution.unserved.count, lateness: 0, travel: solution.travelTime)
        for (position, place) in solution.order.enumerated() {
            if let close = problem.windows[place].last?.close, solution.arrivals[position] > close {
                cost.lateness += solution.arrivals[position] - close
            }
            if let visit = places[place], case .never = self.problem.access[day][visit] { cost.unserved += 1 }
        }
        if let latestEnd = problem.latestEnd { cost.lateness += max(0, solution.endTime - latestEnd) }
        return cost
    }
}
