/// Splits a trip's stops into days and orders each day, minimising the total length of all days while
/// keeping the days balanced (see ``DayBalance``).
///
/// 1. Seeds: the stops are put in one good tour (from the first day's start when there is one) and
///    cut into consecutive runs of balanced size, over every rotation and both directions; a
///    clustering around far-apart medoids adds another seed.
/// 2. Each seed descends by moving single stops to another day and swapping pairs between days,
///    re-ordering the two days touched (2-opt and Or-opt); the best then goes through
///    ``DayPlanRequest/rounds`` kick-and-descend rounds.
/// 3. Every day is finally ordered by ``RouteSolver`` (exact up to 16 places), which also keeps
///    ranked stops at their rank. Days with ranked stops are kept in rank order throughout the search,
///    so it compares the lengths the plan will really have.
/// 4. When the request carries the current days and they follow the rules, they are one more seed and
///    the plan is never worse than they are.
///
/// Pinned stops never change day. The result depends only on the request (including its seed)
/// unless ``DayPlanRequest/timeLimit`` ends the search first.
public enum DayPlanner {
    /// In distance mode, how far (as a fraction of the mean day) a day may stray before it is penalised.
    public static let distanceTolerance = 0.25
    /// In distance mode, how many metres of score each metre beyond the tolerance costs.
    public static let distancePenaltyWeight = 3.0
    /// How much worse than the best plan (as a fraction) the search may wander to escape a local optimum.
    public static let walkAllowance = 0.01

    /// Plans the days of `request`.
    /// - Parameter request: The matrix, the stops, the days and their ends, pins and the balancing rule.
    /// - Returns: One ``DayRoute`` per day, every stop in exactly one of them.
    /// - Throws: ``DayPlanError`` when the request is inconsistent or cannot be balanced.
    public static func plan(_ request: DayPlanRequest) throws(DayPlanError) -> DayPlan {
        let deadline = ContinuousClock.now.advanced(by: request.timeLimit)
        try validate(request)
        let ends = (0..<request.dayCount).map(request.dayEnds)
        let pinnedByDay = (0..<request.dayCount).map { day in
            request.stops.filter { request.fixedDays[$0] == day }
        }
        let bounds = try stopBounds(request, pinnedByDay: pinnedByDay)
        let tour = DayTour(matrix: request.matrix, ranks: request.fixedRanks)
        let search = DaySearch(
            tour: tour, ends: ends, pinned: Set(request.fixedDays.keys),
            bounds: pinnedByDay.indices.map { day in
                bounds.lowerBound...max(bounds.upperBound, pinnedByDay[day].count)
            }, balance: request.balance, neighbours: DaySearch.neighbours(of: request.stops, tour: tour))
        let free = request.stops.filter { request.fixedDays[$0] == nil }
        let seeding = DaySeeding(
            tour: tour, ends: ends, free: free, pinnedByDay: pinnedByDay,
            capacities: DaySeeding.capacities(freeCount: free.count, pinnedByDay: pinnedByDay))
        let giant = giantTour(free, request: request, ends: ends)
        var seeds = seeding.tourCuts(giant, keep: 3) { days in
            search.score(days.indices.map { tour.length(days[$0], ends[$0]) })
        }
        seeds.append(seeding.medoidSplit())
        let current = currentDays(request, bounds: search.bounds, tour: tour)
        if let current { seeds.append(current) }
        var best: DaySearch.State?
        for seed in seeds {
            var state = search.state(seed)
            search.descend(&state)
            if best.map({ search.score(state.lengths) < search.score($0.lengths) - 1e-7 }) ?? true { best = state }
        }
        guard let start = best else { return DayPlan(days: [], balance: request.balance, stopBounds: bounds) }
        let improved = search.iterate(from: start, rounds: request.rounds, seed: request.seed, deadline: deadline)
        let polished = try polish(improved.state, request: request, ends: ends, tour: tour)
        let days = noWorse(polished, than: current, ends: ends, search: search)
        var plan = DayPlan(days: days, balance: request.balance, stopBounds: bounds)
        plan.reachedTimeLimit = improved.timedOut
        return plan
    }

    /// The stop-count bounds of the balancing rule (before pinned stops widen a day's upper bound).
    static func stopBounds(_ request: DayPlanRequest, pinnedByDay: [[Int]]) throws(DayPlanError) -> ClosedRange<Int> {
        let n = request.stops.count
        let days = request.dayCount
        let ceiling = (n + days - 1) / days
        let bounds = request.balance == .stops ? max(1, ceiling - 1)...(ceiling + 1) : 1...n
        let needed = pinnedByDay.reduce(0) { $0 + max(bounds.lowerBound, $1.count) }
        if needed > n, let crowded = pinnedByDay.indices.max(by: { pinnedByDay[$0].count < pinnedByDay[$1].count }) {
            throw .infeasible(day: crowded, fixed: pinnedByDay[crowded].count)
        }
        return bounds
    }

    /// A short tour through the free stops, from the first day's start when there is one.
    private static func giantTour(_ free: [Int], request: DayPlanRequest, ends: [DayEnds]) -> [Int] {
        guard free.count > 2 else { return free }
        let start = ends.first?.start
        let places = (start.map { [$0] } ?? []) + free
        let matrix = DistanceMatrix(count: places.count) { request.matrix[places[$0], places[$1]] }
        let options = RouteOptions(
            endpoints: start == nil ? .roundTrip : .fixedStart(0), timeLimit: .seconds(1),
            budget: .iterations(500), seed: request.seed)
        guard let solution = try? RouteSolver.solve(matrix: matrix, options: options) else { return free }
        return solution.order.filter { start == nil || $0 != 0 }.map { places[$0] }
    }

    private static func validate(_ request: DayPlanRequest) throws(DayPlanError) {
        let matrix = request.matrix
        guard (1...max(1, request.stops.count)).contains(request.dayCount), !request.stops.isEmpty else {
            throw .invalidDayCount(request.dayCount, stopCount: request.stops.count)
        }
        guard request.ends.isEmpty || request.ends.count == request.dayCount else {
            throw .endsCount(request.ends.count, dayCount: request.dayCount)
        }
        var seen = Set<Int>()
        for stop in request.stops where !(0..<matrix.count).contains(stop) || !seen.insert(stop).inserted {
            throw .invalidPlace(stop)
        }
        for base in request.ends.flatMap({ [$0.start, $0.end] }).compactMap({ $0 }) {
            guard (0..<matrix.count).contains(base) else { throw .invalidPlace(base) }
            guard !seen.contains(base) else { throw .baseIsAStop(base) }
        }
        for (stop, day) in request.fixedDays.sorted(by: { $0.key < $1.key }) {
            guard seen.contains(stop), (0..<request.dayCount).contains(day) else {
                throw .invalidFixedDay(stop: stop, day: day)
            }
        }
        for (stop, rank) in request.fixedRanks.sorted(by: { $0.key < $1.key }) {
            guard request.fixedDays[stop] != nil, rank >= 0 else { throw .invalidFixedDay(stop: stop, day: -1) }
        }
        for i in 0..<matrix.count {
            for j in 0..<matrix.count where i != j {
                let value = matrix[i, j]
                guard value >= 0, value <= RouteSolver.maxCost else { throw .invalidCost(from: i, to: j) }
            }
        }
    }
}
