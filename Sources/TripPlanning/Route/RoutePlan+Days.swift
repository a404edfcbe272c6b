import TripGeo
import TripModel

/// `trip route --optimize` on a trip planned by days: the days are optimized one after another, each
/// as `--day D` would, so every stop keeps its day and the days keep their order. Stops without a day
/// are never moved: nothing says which day they belong to, so their position is the only hint the
/// user gave.
extension RoutePlan {
    /// How one day fared in `optimizeByDays`. Its metres are the legs between its consecutive stops,
    /// as `trip show` and the route's subtotal rows count a day.
    public struct DayOutcome: Sendable {
        public let day: Int
        public let stopCount: Int
        public let before: Double
        public let after: Double
        public let changed: Bool
        /// Why the day was not searched (too few stops that may move); nil when it was.
        public let skipped: Skip?
        /// The day kept its order although the route found is shorter overall: it makes the day longer.
        public let keptOrder: Bool
        public let reachedTimeLimit: Bool
    }

    /// Whether `choices` optimize day by day: the trip has days, and neither `--day` nor
    /// `--ignore-days` asks for something else.
    public func optimizesByDays(_ choices: RouteChoices) -> Bool {
        choices.day == nil && !choices.ignoresDays && stops.contains { $0.day != nil }
    }

    /// The days that have stops, in order.
    public var days: [Int] { Set(stops.compactMap(\.day)).sorted() }

    /// Optimizes each day in turn on the order the previous days left. Neither the total nor any day can
    /// get longer: each step keeps the current order unless it finds a shorter one (see `step`).
    public func optimizeByDays(_ choices: RouteChoices) throws(PlanningError) -> (outcome: Outcome, days: [DayOutcome])
    {
        var order = currentOrder
        var results: [DayOutcome] = []
        for day in days {
            let step = try step(day: day, from: order, choices)
            order = step.order
            results.append(step.outcome)
        }
        let before = length(currentOrder)
        let skipped: Skip? = results.contains { $0.skipped == nil } ? nil : .noDayMovable
        var outcome = Outcome(order: order, before: before, after: length(order), skipped: skipped)
        outcome.reachedTimeLimit = results.contains { $0.reachedTimeLimit }
        return (outcome, results)
    }

    /// `order` with the stops of `day` reordered as `--day D` would. The new order is kept only when it
    /// does not lengthen the day itself: the engine minimises the whole route, so it may trade a longer
    /// day for a shorter leg to the next one, while users read the result day by day.
    private func step(day: Int, from order: [Int], _ choices: RouteChoices) throws(PlanningError)
        -> (order: [Int], outcome: DayOutcome)
    {
        var dayChoices = choices
        dayChoices.day = day
        let search = try RoutePlan(reordering: self, order).optimize(dayChoices)
        let candidate = search.order.map { order[$0] }
        let before = meters(ofDay: day, in: order)
        let lengthensDay = meters(ofDay: day, in: candidate) > before + 1e-6
        let next = lengthensDay ? order : candidate
        let outcome = DayOutcome(
            day: day, stopCount: stops.filter { $0.day == day }.count, before: before,
            after: meters(ofDay: day, in: next), changed: next != order, skipped: search.skipped,
            keptOrder: lengthensDay,
            reachedTimeLimit: search.reachedTimeLimit)
        return (next, outcome)
    }

    /// The legs of `order` that join two consecutive stops of `day`, as ``TripLegs`` counts a day.
    /// Other days' steps never change them (a step only moves its own day's stops among that day's
    /// positions), so measuring a day just before its step gives its metres in the trip's current order.
    public func meters(ofDay day: Int, in order: [Int]) -> Double {
        TripLegs(plan: self, order: order).subtotal(ofDay: day)?.meters ?? 0
    }

    /// The same stops and distances, with matrix index `i` being `plan`'s stop `order[i]`, so the next
    /// day's search starts from the order the previous days left.
    public init(reordering plan: RoutePlan, _ order: [Int]) {
        stops = order.map { plan.stops[$0] }
        matrix = plan.matrix.reordered(order)
        roundTrip = plan.roundTrip
    }

    /// Whether the dated stops of `order`, read in order, have days out of order, so that a day is
    /// split or follows a later one. Stops without a day do not count.
    public func daysInterleave(_ order: [Int]) -> Bool {
        let days = order.compactMap { stops[$0].day }
        return zip(days, days.dropFirst()).contains { $0 > $1 }
    }
}
