public import TripGeo
public import TripModel

/// Orders one day's stops by estimated travel time so that each is reached within its opening hours
/// and by its fixed arrival (waiting allowed), with ``TimeWindowSolver``.
///
/// The day runs as in ``TripScheduler``: from its start lodging at its start time back to its own
/// lodging, or, without one, from its first stop (kept first unless the caller frees it). A fixed
/// arrival is a window of one minute's instant; a place closed all day gets a window before the day
/// begins, which no arrival can meet, so the solver reports it as unserved instead of ignoring it.
public enum ClockRoute {
    /// What the search found for one day.
    public struct Result: Hashable, Sendable {
        /// Indices into the given stops, in the new visiting order.
        public var order: [Int]
        /// Indices of the stops no order found reaches within their windows.
        public var unserved: [Int]
        /// Whether the day still ends after its latest end.
        public var runsLate: Bool
        /// Travel seconds of the new order and of the given one.
        public var travelSeconds: Double
        public var previousTravelSeconds: Double
    }

    /// True when any stop has opening hours or a fixed arrival, so routes should respect the clock.
    public static func applies(to trip: Trip) -> Bool {
        trip.stops.contains { $0.openingHours != nil || $0.arrival != nil }
    }

    /// The best order of `stops` (one day of `trip`, in their current order) under the clock.
    /// - Parameters:
    ///   - keepsStart: Without a lodging, the first stop stays first.
    ///   - keepsEnd: Without a lodging, the last stop stays last.
    /// - Throws: ``RouteError`` when the solver refuses the problem (it never should for valid trips).
    public static func solve(
        _ stops: [Stop], day: Int, of trip: Trip, keepsStart: Bool, keepsEnd: Bool,
        options: TimeWindowOptions
    ) throws(RouteError) -> Result {
        let places = DayPlaces(trip: trip, day: day, stops: stops, keepsStart: keepsStart, keepsEnd: keepsEnd)
        let problem = places.problem()
        let current = try TimeWindowSolver.evaluate(problem, order: places.currentOrder)
        var solution = try TimeWindowSolver.solve(problem, options: options)
        // Keep the current order unless the new one serves more stops or travels less.
        if (solution.unserved.count, solution.travelTime) >= (current.unserved.count, current.travelTime) {
            solution = current
        }
        let order = solution.order.compactMap(places.stopIndex)
        let runsLate = problem.latestEnd.map { solution.endTime > $0 } ?? false
        // The solver lists the final place when the day runs late; it is unserved only if it missed its
        // windows, or if no time that day serves it (waited for, when it has a fixed arrival, but closed).
        let unserved = zip(solution.order, solution.arrivals).compactMap { place, arrival -> Int? in
            if case .never? = places.access(place) { return places.stopIndex(place) }
            guard solution.unserved.contains(place), !problem.windows[place].isEmpty,
                !problem.windows[place].contains(where: { arrival >= $0.open && arrival <= $0.close })
            else { return nil }
            return places.stopIndex(place)
        }
        return Result(
            order: order, unserved: unserved, runsLate: runsLate, travelSeconds: solution.travelTime,
            previousTravelSeconds: current.travelTime)
    }
}
