public import TripGeo
public import TripModel

/// `trip plan days` on a trip whose stops have opening hours or fixed arrivals: splits and orders the
/// days so that each stop is reached within its hours on its day's weekday (waiting allowed), fixed
/// arrivals are met, stays count and each day ends by its latest end where it can; then minimises total
/// travel time. The balance rule, pinned stops (on their day, at their rank) and bases are those of the
/// plain split; each day is ordered by ``TimeWindowSolver``.
///
/// When no split serves every stop, the plan serves the most it finds and names the others. It is never
/// worse than the trip's current days (when every stop has one of the plan's days): it serves no fewer
/// stops and, serving as many, travels no longer; otherwise the current days are the plan.
public enum TimedDaySplit {
    /// Kick-and-descend rounds after the first descent; with the per-day budget, this keeps a plan of a
    /// few dozen stops within a few seconds.
    static let rounds = 10
    /// Search rounds of each day's order while days are compared: a short search, since the split search
    /// asks for thousands of days. Days in every assignment tried, and the days of the plan, are then
    /// solved exactly up to 10 places (``TimeWindowSolver``'s default), beyond with its full budget.
    static let quickDayBudget = SearchBudget.iterations(30)
    /// Up to this many assignments of stops to days are all tried, which makes small plans optimal.
    static let exhaustiveLimit = 4_096

    /// Whether `plan days` should plan `trip` by the clock.
    public static func applies(to trip: Trip) -> Bool { ClockRoute.applies(to: trip) }

    /// Plans the days of `setup` on the clock.
    /// - Parameters:
    ///   - setup: The stops, days, bases, pins, balance and seed of the plain split.
    ///   - plain: The plain split of `setup`, a starting point for the search (and its balance bounds).
    ///   - lodgings: The lodging each day will have (day number → lodging), as `--apply` saves them;
    ///     days without an entry keep the trip's.
    ///   - timeLimit: A safety net: when it ends the search, the plan depends on the machine's speed.
    /// - Throws: ``PlanningError/engineRejected(_:)`` if the route engine refuses a day (it should not).
    public static func plan(
        _ setup: DaySplitSetup, plain: DayPlan, lodgings: [Int: Lodging], timeLimit: Duration
    ) throws(PlanningError) -> TimedDayPlan {
        try plan(setup, plain: plain, lodgings: lodgings, timeLimit: timeLimit, exhaustiveLimit: exhaustiveLimit)
    }

    /// ``plan(_:plain:lodgings:timeLimit:)`` trying every assignment only up to `exhaustiveLimit`.
    static func plan(
        _ setup: DaySplitSetup, plain: DayPlan, lodgings: [Int: Lodging], timeLimit: Duration, exhaustiveLimit: Int
    ) throws(PlanningError) -> TimedDayPlan {
        let deadline = ContinuousClock.now.advanced(by: timeLimit)
        var trip = setup.trip
        for (day, lodging) in lodgings.sorted(by: { $0.key < $1.key }) {
            var record = trip.day(day)
            record.lodging = lodging
            trip.setDay(record)
        }
        let request = setup.request
        let problem = TimedDayProblem(
            trip: trip, visits: setup.visits, dayCount: setup.dayCount, ranks: request.fixedRanks)
        let quick = TimedDayCosts(
            problem: problem, budget: quickDayBudget, exactLimit: 0, seed: request.seed, deadline: deadline)
        let exact = TimedDayCosts(
            problem: problem, budget: .automatic, exactLimit: TimeWindowOptions().exactLimit, seed: request.seed,
            deadline: deadline)
        let pinnedCounts = (0..<setup.dayCount).map { day in request.fixedDays.values.filter { $0 == day }.count }
        var search = TimedDaySearch(
            quick: quick, exact: exact,
            bounds: pinnedCounts.map { plain.stopBounds.lowerBound...max(plain.stopBounds.upperBound, $0) },
            pinnedDays: request.fixedDays, balancesLength: request.balance == .distance, seed: request.seed,
            rounds: rounds)
        search.exhaustiveLimit = exhaustiveLimit
        let current = request.current
        var found: [[Int]]
        do {
            let seeds = [plain.days.map(\.stops)] + (current.map { [$0] } ?? [])
            // The plain plan follows the bounds, so some seed always does; its days are the fallback anyway.
            let best = try search.run(seeds: seeds)?.days ?? plain.days.map(\.stops)
            found = []
            for (day, stops) in best.enumerated() {
                let (first, second) = (try exact.day(day, stops), try quick.day(day, stops))
                found.append(second.cost.isBetter(than: first.cost) ? second.order : first.order)
            }
        } catch {
            throw .engineRejected(error)
        }
        var days = TimedDayVerdict.summaries(
            TimedDayVerdict.arranged(trip, visits: setup.visits, days: found), dayCount: setup.dayCount)
        let now = current.map {
            TimedDayVerdict.summaries(
                TimedDayVerdict.arranged(trip, visits: setup.visits, days: $0), dayCount: setup.dayCount)
        }
        var keptCurrent = false
        if let current, let now, !isBetter(days, than: now) {
            found = current
            days = now
            keptCurrent = true
        }
        var plan = DayPlan(
            days: found.indices.map { route(found[$0], day: $0, setup: setup) }, balance: plain.balance,
            stopBounds: plain.stopBounds)
        plan.reachedTimeLimit = plain.reachedTimeLimit || quick.reachedTimeLimit || exact.reachedTimeLimit
        return TimedDayPlan(
            plan: plan, days: days, current: now, keptCurrent: keptCurrent, uncheckedStops: problem.uncheckedStops,
            reachedTimeLimit: plan.reachedTimeLimit)
    }

    /// Serves more stops, or as many with less travel.
    static func isBetter(_ days: [TimedDaySummary], than other: [TimedDaySummary]) -> Bool {
        let missed = days.reduce(0) { $0 + $1.unserved.count }
        let otherMissed = other.reduce(0) { $0 + $1.unserved.count }
        guard missed == otherMissed else { return missed < otherMissed }
        return days.reduce(0) { $0 + $1.travelMinutes } < other.reduce(0) { $0 + $1.travelMinutes }
    }

    /// One day in the plain plan's terms: its ends and metres as the plain split measures them.
    private static func route(_ stops: [Int], day: Int, setup: DaySplitSetup) -> DayRoute {
        let ends = setup.request.ends.isEmpty ? DayEnds.open : setup.request.ends[day]
        let path = [ends.start].compactMap { $0 } + stops + [ends.end].compactMap { $0 }
        let length = path.count > 1 ? setup.request.matrix.length(of: path, closed: false) : 0
        return DayRoute(ends: ends, stops: stops, length: length)
    }
}
