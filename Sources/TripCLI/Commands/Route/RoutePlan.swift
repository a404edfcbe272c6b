import TripGeo
import TripModel

/// What `trip route` was asked to optimize, read from its options.
struct RouteChoices: Sendable {
    /// `--start first`: the first stop (of the trip, or of the day with `--day`) keeps its position.
    var keepsStart = true
    /// `--end last`: the last stop (of the trip, or of the day) keeps its position.
    var keepsEnd = false
    var roundTrip = false
    var day: Int?
    /// `--ignore-days`: one route across all stops, as if the trip had no days.
    var ignoresDays = false
    var timeLimit: Duration = .seconds(1)
    var seed: UInt64 = 1
}

/// A trip's stops as the route engine sees them: matrix index `i` is the stop at position `i + 1`.
struct RoutePlan {
    let stops: [Stop]
    let matrix: PlaceDistances
    let roundTrip: Bool

    /// The outcome of an optimization: `order` holds matrix indices in visiting order.
    struct Outcome {
        let order: [Int]
        let before: Double
        let after: Double
        /// Why nothing was optimized, for the user; nil when the solver ran.
        let skipped: String?
        /// The search ran for its whole time limit, so a faster machine or a longer limit may give
        /// another order: the engine is only deterministic when its own budget ends the search.
        var reachedTimeLimit = false

        var changed: Bool { order != Array(order.indices) }
    }

    init(stops: [Stop], roundTrip: Bool) throws {
        var coordinates: [Coordinate] = []
        for stop in stops {
            guard let coordinate = stop.coordinate else {
                throw CLIError.dataError("stop \(stop.position) '\(stop.name)' has no valid coordinate")
            }
            coordinates.append(coordinate)
        }
        self.stops = stops
        self.roundTrip = roundTrip
        matrix = PlaceDistances(geodesicBetween: coordinates)
    }

    var currentOrder: [Int] { Array(stops.indices) }

    /// Each leg of `order` in metres; with a round trip the last one leads back to the first stop.
    func legs(_ order: [Int]) -> [Double] {
        guard order.count > 1 else { return [] }
        var legs = zip(order, order.dropFirst()).map { matrix[$0, $1] }
        if roundTrip, let last = order.last, let first = order.first { legs.append(matrix[last, first]) }
        return legs
    }

    func length(_ order: [Int]) -> Double { matrix.length(of: order, closed: roundTrip) }

    /// The best order the engine finds under `choices`, or the current one when it finds nothing
    /// shorter, so an unchanged trip is never rewritten and the new total never exceeds the old.
    func optimize(_ choices: RouteChoices) throws -> Outcome {
        let before = length(currentOrder)
        let scope = stops.indices.filter { choices.day == nil || stops[$0].day == choices.day }
        let onDay = choices.day.map { " on day \($0)" } ?? ""
        // Two stops of a whole trip give one route either way round; two stops of one day among others
        // are worth swapping, so only the trip needs 3 stops, and then 2 in scope that may move.
        guard stops.count >= 3 else {
            let reason = "Nothing to optimize: \(Self.stops(stops.count)), at least 3 are needed."
            return Outcome(order: currentOrder, before: before, after: before, skipped: reason)
        }
        let options = routeOptions(choices, scope: scope)
        let movable = scope.count - Set(scope).intersection(options.lockedPositions.keys).count - pinnedCount(options)
        guard movable >= 2 else {
            let reason =
                "Nothing to optimize: only \(Self.stops(max(0, movable)))\(onDay) may move; "
                + "the others are locked or kept in place by --start/--end."
            return Outcome(order: currentOrder, before: before, after: before, skipped: reason)
        }
        let solution: RouteSolution
        let clock = ContinuousClock()
        let started = clock.now
        do {
            solution = try RouteSolver.solve(distances: matrix, options: options)
        } catch {
            throw CLIError.failure("the route engine rejected the request: \(error.description)")
        }
        let reachedTimeLimit = !solution.isOptimal && started.duration(to: clock.now) >= choices.timeLimit
        try check(solution.order, against: options)
        let after = length(solution.order)
        // Ties and (in theory) worse heuristic answers keep the current order.
        let best = after < before - 1e-6
        var outcome = Outcome(
            order: best ? solution.order : currentOrder, before: before, after: best ? after : before, skipped: nil)
        outcome.reachedTimeLimit = reachedTimeLimit
        return outcome
    }

    /// Translates the choices into engine options. Stops outside `scope` and locked stops keep their
    /// positions. Whatever can be said as an endpoint is said that way, because any locked position
    /// switches the engine to its slower position-preserving search (see the report on the route engine).
    func routeOptions(_ choices: RouteChoices, scope: [Int]) -> RouteOptions {
        let n = stops.count
        let inScope = Set(scope)
        var locks: [Int: Int] = [:]
        for index in stops.indices where stops[index].locked || !inScope.contains(index) { locks[index] = index }
        var endpoints: RouteEndpoints = roundTrip ? .roundTrip : .open
        if choices.day == nil, !roundTrip {
            // On an open path a stop locked first or last is exactly a pinned start or end.
            let lockedFirst = locks.removeValue(forKey: 0) != nil
            let lockedLast = locks.removeValue(forKey: n - 1) != nil
            switch (choices.keepsStart || lockedFirst, choices.keepsEnd || lockedLast) {
            case (true, true): endpoints = .fixedBoth(start: 0, end: n - 1)
            case (true, false): endpoints = .fixedStart(0)
            case (false, true): endpoints = .fixedEnd(n - 1)
            case (false, false): endpoints = .open
            }
        } else {
            if choices.keepsStart, let first = scope.first { locks[first] = first }
            if choices.keepsEnd, let last = scope.last { locks[last] = last }
            // Without any lock the engine starts a round trip at stop 1 by itself.
            if roundTrip, locks.keys.allSatisfy({ $0 == 0 }) { locks = [:] }
        }
        return RouteOptions(
            endpoints: endpoints, lockedPositions: locks, timeLimit: choices.timeLimit, seed: choices.seed)
    }

    private static func stops(_ count: Int) -> String { count == 1 ? "1 stop" : "\(count) stops" }

    /// Pinned endpoints that are not also locked, so `optimize` can tell how many stops may move.
    private func pinnedCount(_ options: RouteOptions) -> Int {
        let pinned: [Int]
        switch options.endpoints {
        case .roundTrip, .open: pinned = []
        case .fixedStart(let start): pinned = [start]
        case .fixedEnd(let end): pinned = [end]
        case .fixedBoth(let start, let end): pinned = start == end ? [start] : [start, end]
        }
        return pinned.filter { options.lockedPositions[$0] == nil }.count
    }

    /// Refuses an answer that breaks a constraint, so an engine bug can never reorder locked stops in the database.
    private func check(_ order: [Int], against options: RouteOptions) throws {
        var ok = order.count == stops.count && Set(order) == Set(stops.indices)
        for (index, position) in options.lockedPositions where ok { ok = order[position] == index }
        switch options.endpoints {
        case .fixedStart(let start): ok = ok && order.first == start
        case .fixedEnd(let end): ok = ok && order.last == end
        case .fixedBoth(let start, let end): ok = ok && order.first == start && order.last == end
        case .roundTrip, .open: break
        }
        guard ok else {
            throw CLIError.failure("the route engine returned an order that breaks a constraint: \(order)")
        }
    }
}
