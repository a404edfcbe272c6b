import TripModel
import TripPlanning

/// The words of the timed split's unserved stops: planning states the facts, the command line says them.
extension UnservedReason {
    /// A short machine name for `--json`.
    var kind: String {
        switch self {
        case .closedThatDay: "closed-that-day"
        case .windowMissed: "window-missed"
        case .fixedArrivalMissed: "fixed-arrival-missed"
        case .dayTooLong: "day-too-long"
        }
    }

    var words: String {
        switch self {
        case .closedThatDay(let weekday):
            "closed that day (\(weekday.name))"
        case .windowMissed(let arrival):
            "window missed (reached at \(time(arrival)), too late to stay before closing)"
        case .fixedArrivalMissed(let planned, let arrival):
            "fixed arrival missed (\(planned) planned, \(time(arrival)) at the earliest)"
        case .dayTooLong(let end, let latestEnd):
            "day too long (it ends at \(time(end)), after its latest end \(latestEnd))"
        }
    }

    private func time(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }
}

extension UnservedStop {
    /// `'Name' on day D: reason`.
    var sentence: String { "'\(name)' on day \(day): \(reason.words)" }
}
