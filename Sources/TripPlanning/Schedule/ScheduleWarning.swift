public import TripModel

/// Something in a timeline that does not work out. Commands turn these into sentences.
public enum ScheduleWarning: Hashable, Sendable {
    /// The stop is reached at `arrival` but its hours have no range open then or later that day.
    case closedAtArrival(stop: String, arrival: Int)
    /// The stop's hours have it closed all of `weekday`.
    case closedAllDay(stop: String, weekday: Weekday)
    /// The visit runs past closing time: the place closes at `closing`, the stay ends at `departure`.
    case closesDuringStay(stop: String, closing: Int, departure: Int)
    /// A fixed arrival cannot be met: it is reached at `arrival`, later than `planned`.
    case fixedArrivalMissed(stop: String, planned: TimeOfDay, arrival: Int)
    /// The day ends at `end`, after its latest end `latestEnd`.
    case dayRunsLate(end: Int, latestEnd: TimeOfDay)
    /// Hours differ by weekday but the trip has no start date, so these stops' hours were not checked.
    case weekdayUnknown(stops: [String])

    /// A short machine name for scripts (`--json`).
    public var kind: String {
        switch self {
        case .closedAtArrival: "closed-at-arrival"
        case .closedAllDay: "closed-all-day"
        case .closesDuringStay: "closes-during-stay"
        case .fixedArrivalMissed: "fixed-arrival-missed"
        case .dayRunsLate: "day-runs-late"
        case .weekdayUnknown: "weekday-unknown"
        }
    }
}
