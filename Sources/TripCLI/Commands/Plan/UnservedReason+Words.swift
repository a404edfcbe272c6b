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
            localized("plan.closed-that-day", ["weekday": weekday.name])
        case .windowMissed(let arrival):
            localized("plan.window-missed", ["arrival": time(arrival)])
        case .fixedArrivalMissed(let planned, let arrival):
            localized("plan.fixed-arrival-missed", ["planned": planned, "arrival": time(arrival)])
        case .dayTooLong(let end, let latestEnd):
            localized("plan.day-too-long", ["end": time(end), "latest": latestEnd])
        }
    }

    private func time(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }
}

extension UnservedStop {
    /// `'Name' on day D: reason`.
    var sentence: String { localized("plan.unserved-stop", ["name": name, "day": day, "reason": reason.words]) }
}
