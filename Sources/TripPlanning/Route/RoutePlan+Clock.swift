import TripGeo
public import TripModel

/// `trip route --optimize` on a trip whose stops have opening hours or fixed arrivals: each day (or
/// the whole trip, when no stop has a day) is ordered by estimated travel time so that every stop is
/// reached within its hours, from the day's lodging back to it, as `trip schedule` lays it out.
extension RoutePlan {
    /// One day's result, for the notes `trip route` prints.
    public struct ClockDay: Sendable {
        public let day: Int
        /// Names of the stops no order found reaches within their hours or by their fixed arrival.
        public let unserved: [String]
        public let runsLate: Bool
        public let travelMinutes: Int
        public let previousTravelMinutes: Int
    }

    /// Whether `choices` call for the clock-aware search: the trip has hours or fixed arrivals, and
    /// neither `--ignore-days` nor `--round-trip` asks for a plain distance route.
    public func optimizesByClock(_ choices: RouteChoices, trip: Trip) -> Bool {
        ClockRoute.applies(to: trip) && !choices.ignoresDays && !choices.roundTrip
    }

    /// Each day's stops reordered among that day's positions; other stops stay where they are.
    /// - Throws: ``PlanningError/engineRejected(_:)``.
    public func optimizeByClock(_ choices: RouteChoices, trip: Trip) throws(PlanningError)
        -> (outcome: Outcome, days: [ClockDay])
    {
        let anyDay = stops.contains { $0.day != nil }
        let dayOf = { (stop: Stop) -> Int? in anyDay ? stop.day : 1 }
        let days = Set(stops.compactMap(dayOf)).sorted().filter { choices.day == nil || $0 == choices.day }
        var order = currentOrder
        var results: [ClockDay] = []
        let options = TimeWindowOptions(timeLimit: choices.timeLimit, seed: choices.seed)
        for day in days {
            let positions = stops.indices.filter { dayOf(stops[$0]) == day }
            let result: ClockRoute.Result
            do {
                result = try ClockRoute.solve(
                    positions.map { stops[$0] }, day: day, of: trip, keepsStart: choices.keepsStart,
                    keepsEnd: choices.keepsEnd, options: options)
            } catch {
                throw .engineRejected(error)
            }
            for (slot, index) in zip(positions, result.order) { order[slot] = positions[index] }
            results.append(
                ClockDay(
                    day: day, unserved: result.unserved.map { stops[positions[$0]].name }, runsLate: result.runsLate,
                    travelMinutes: Int((result.travelSeconds / 60).rounded()),
                    previousTravelMinutes: Int((result.previousTravelSeconds / 60).rounded())))
        }
        let outcome = Outcome(order: order, before: length(currentOrder), after: length(order), skipped: nil)
        return (outcome, results)
    }
}
