public import TripGeo
public import TripModel

/// A trip's stops as the route engine sees them: matrix index `i` is the stop at position `i + 1`.
public struct RoutePlan: Sendable {
    public let stops: [Stop]
    public let matrix: PlaceDistances
    public let roundTrip: Bool

    /// Why an optimization did not search.
    public enum Skip: Equatable, Sendable {
        /// The trip has this many stops, fewer than the 3 a search needs.
        case tooFewStops(Int)
        /// Only this many stops (of `day`, when given) may move: the others are locked or kept in place.
        case tooFewMovable(Int, day: Int?)
        /// Optimizing by days, no day has 2 stops that may move.
        case noDayMovable
    }

    /// The outcome of an optimization: `order` holds matrix indices in visiting order.
    public struct Outcome: Sendable {
        public let order: [Int]
        public let before: Double
        public let after: Double
        /// Why nothing was optimized; nil when the solver ran.
        public let skipped: Skip?
        /// The search ran for its whole time limit, so a faster machine or a longer limit may give
        /// another order: the engine is only deterministic when its own budget ends the search.
        public var reachedTimeLimit = false
        /// Each leg of `order` as ``RoutePlan/legs(_:)`` gives them, when the optimization measured them
        /// anyway; nil otherwise.
        public var legs: [Double]?

        public var changed: Bool { order != Array(order.indices) }

        public init(order: [Int], before: Double, after: Double, skipped: Skip?) {
            self.order = order
            self.before = before
            self.after = after
            self.skipped = skipped
        }
    }

    /// - Throws: ``PlanningError/noCoordinate(position:name:)`` for a stop without a valid coordinate.
    public init(stops: [Stop], roundTrip: Bool) throws(PlanningError) {
        var coordinates: [Coordinate] = []
        for stop in stops {
            guard let coordinate = stop.coordinate else {
                throw .noCoordinate(position: stop.position, name: stop.name)
            }
            coordinates.append(coordinate)
        }
        self.stops = stops
        self.roundTrip = roundTrip
        matrix = PlaceDistances(geodesicBetween: coordinates)
    }

    public var currentOrder: [Int] { Array(stops.indices) }

    /// Each leg of `order` in metres; with a round trip the last one leads back to the first stop.
    public func legs(_ order: [Int]) -> [Double] { matrix.legs(along: order, closed: roundTrip) }

    public func length(_ order: [Int]) -> Double { matrix.length(of: order, closed: roundTrip) }

    /// The best order the engine finds under `choices`, or the current one when it finds nothing
    /// shorter, so an unchanged trip is never rewritten and the new total never exceeds the old.
    /// - Throws: ``PlanningError/engineRejected(_:)`` or ``PlanningError/constraintBroken(order:)``.
    public func optimize(_ choices: RouteChoices) throws(PlanningError) -> Outcome {
        // Summed in order, the legs give exactly what ``length(_:)`` does, and the report can print them.
        let currentLegs = legs(currentOrder)
        let before = currentLegs.reduce(0, +)
        let scope = stops.indices.filter { choices.day == nil || stops[$0].day == choices.day }
        // Two stops of a whole trip give one route either way round; two stops of one day among others
        // are worth swapping, so only the trip needs 3 stops, and then 2 in scope that may move.
        guard stops.count >= 3 else {
            return Outcome(order: currentOrder, before: before, after: before, skipped: .tooFewStops(stops.count))
        }
        let options = routeOptions(choices, scope: scope)
        let locked = scope.lazy.filter { options.lockedPositions[$0] != nil }.count
        let movable = scope.count - locked - pinnedCount(options)
        guard movable >= 2 else {
            let skip = Skip.tooFewMovable(max(0, movable), day: choices.day)
            return Outcome(order: currentOrder, before: before, after: before, skipped: skip)
        }
        let clock = ContinuousClock()
        let started = clock.now
        let (solution, solutionLegs) = try solve(options)
        let reachedTimeLimit = !solution.isOptimal && started.duration(to: clock.now) >= choices.timeLimit
        try check(solution.order, against: options)
        // The engine measured the order on this same matrix and closed it the same way; measuring again
        // would cost one geodesic per stop, milliseconds at thousands of stops.
        let after = solution.length
        // Ties and (in theory) worse heuristic answers keep the current order.
        let best = after < before - 1e-6
        var outcome = Outcome(
            order: best ? solution.order : currentOrder, before: before, after: best ? after : before, skipped: nil)
        outcome.reachedTimeLimit = reachedTimeLimit
        outcome.legs = best ? solutionLegs : currentLegs
        return outcome
    }

    /// Translates the choices into engine options. Stops outside `scope` and locked stops keep their
    /// positions. Whatever can be said as an endpoint is said that way, because any locked position
    /// switches the engine to its slower position-preserving search (see the report on the route engine).
    public func routeOptions(_ choices: RouteChoices, scope: [Int]) -> RouteOptions {
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

    /// The one call into the route engine, so a change in how the engine is asked stays in one place.
    private func solve(_ options: RouteOptions) throws(PlanningError) -> (RouteSolution, legs: [Double]) {
        do {
            return try RouteSolver.measuredSolve(distances: matrix, options: options)
        } catch {
            throw .engineRejected(error)
        }
    }

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
    private func check(_ order: [Int], against options: RouteOptions) throws(PlanningError) {
        // A flag per stop rather than two sets: at 10,000 stops the hashing showed in the profile.
        var seen = [Bool](repeating: false, count: stops.count)
        var ok = order.count == stops.count
        for index in order where ok {
            ok = stops.indices.contains(index) && !seen[index]
            if ok { seen[index] = true }
        }
        for (index, position) in options.lockedPositions where ok { ok = order[position] == index }
        switch options.endpoints {
        case .fixedStart(let start): ok = ok && order.first == start
        case .fixedEnd(let end): ok = ok && order.last == end
        case .fixedBoth(let start, let end): ok = ok && order.first == start && order.last == end
        case .roundTrip, .open: break
        }
        guard ok else { throw .constraintBroken(order: order) }
    }
}
