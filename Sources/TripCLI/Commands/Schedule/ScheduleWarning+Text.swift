import TripModel
import TripPlanning

/// The sentences `trip schedule` and the exports print for schedule warnings.
extension ScheduleWarning {
    var message: String {
        switch self {
        case .closedAtArrival(let stop, let arrival):
            "'\(stop)' is closed when reached at \(time(arrival))"
        case .closedAllDay(let stop, let weekday):
            "'\(stop)' is closed all day on \(weekday.name)"
        case .closesDuringStay(let stop, let closing, let departure):
            "'\(stop)' closes at \(time(closing)), before the stay ends at \(time(departure))"
        case .fixedArrivalMissed(let stop, let planned, let arrival):
            "'\(stop)' cannot be reached by \(planned): the earliest arrival is \(time(arrival))"
        case .dayRunsLate(let end, let latestEnd):
            "the day ends at \(time(end)), after its latest end \(latestEnd)"
        case .weekdayUnknown(let stops):
            "the trip has no start date, so hours that differ by weekday were not checked: "
                + stops.map { "'\($0)'" }.joined(separator: ", ") + " (set one with 'trip edit --start')"
        }
    }

    private func time(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }
}

extension Weekday {
    /// The English name, for sentences.
    var name: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue - 1]
    }
}
