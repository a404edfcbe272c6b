public import Foundation
public import TripGeo
public import TripModel

/// Why a stop of a timed day plan is not served. Facts only: the command line words them.
public enum UnservedReason: Hashable, Sendable {
    /// The stop's hours have it closed all of the day's weekday.
    case closedThatDay(Weekday)
    /// The stop is reached after its last opening range of the day closed, or too late to stay before closing.
    case windowMissed(arrival: Int)
    /// The stop is reached at `arrival` (minutes since midnight), later than its fixed arrival.
    case fixedArrivalMissed(planned: TimeOfDay, arrival: Int)
    /// The day, ending with this stop, ends at `end`, after its latest end.
    case dayTooLong(end: Int, latestEnd: TimeOfDay)
}

/// A stop a day cannot serve, and why.
public struct UnservedStop: Hashable, Sendable {
    public var stopID: UUID
    public var name: String
    public var day: Int
    public var reason: UnservedReason
}

/// One day on the clock, as `trip schedule` will lay it out once the plan is saved.
public struct TimedDaySummary: Hashable, Sendable {
    public var day: Int
    public var date: LocalDate?
    /// Estimated travel of the day in minutes, lodging legs included.
    public var travelMinutes: Int
    /// When the first stop's visit begins (after any wait), minutes since midnight; nil for a day without stops.
    public var firstArrival: Int?
    /// When the day is over: back at the lodging, or leaving the last stop.
    public var end: Int
    /// The start and end lodging, when the day has one.
    public var startLodging: Lodging?
    public var endLodging: Lodging?
    /// When each stop's visit begins, in visiting order.
    public var arrivals: [Int]
    public var unserved: [UnservedStop]
}

/// The answer of ``TimedDaySplit/plan(_:lodgings:timeLimit:)``.
public struct TimedDayPlan: Sendable {
    /// The days and their order, in the setup's matrix indices, so the plain report and `--apply` read it
    /// as they read ``DayPlanner``'s plans. Lengths are metres along each day, as the plain plan counts them.
    public var plan: DayPlan
    /// Each planned day on the clock.
    public var days: [TimedDaySummary]
    /// The trip's current days on the clock (with the requested lodgings), when every stop has a day of the plan.
    public var current: [TimedDaySummary]?
    /// The current days are at least as good as anything found (no fewer stops served, no more travel), so the
    /// plan is them.
    public var keptCurrent: Bool
    /// Stops whose hours differ by weekday while the trip has no start date: their hours were not checked.
    public var uncheckedStops: [String]
    /// The search time limit, rather than its budget, ended the search: another run may give another plan.
    public var reachedTimeLimit: Bool

    /// Stops not served, over all days.
    public var unserved: [UnservedStop] { days.flatMap(\.unserved) }
    public var travelMinutes: Int { days.reduce(0) { $0 + $1.travelMinutes } }
}
