import TripModel
import TripPlanning

/// The sentences `trip schedule` prints for schedule warnings, in the language of the command.
extension ScheduleWarning {
    var message: String {
        switch self {
        case .closedAtArrival(let stop, let arrival):
            localized("schedule.closed-at-arrival", ["stop": stop, "arrival": time(arrival)])
        case .closedAllDay(let stop, let weekday):
            localized("schedule.closed-all-day", ["stop": stop, "weekday": weekday.name])
        case .closesDuringStay(let stop, let closing, let departure):
            localized(
                "schedule.closes-during-stay", ["stop": stop, "closing": time(closing), "departure": time(departure)])
        case .fixedArrivalMissed(let stop, let planned, let arrival):
            localized("schedule.fixed-arrival-missed", ["stop": stop, "planned": planned, "arrival": time(arrival)])
        case .dayRunsLate(let end, let latestEnd):
            localized("schedule.day-runs-late", ["end": time(end), "latest": latestEnd])
        case .weekdayUnknown(let stops):
            localized("schedule.weekday-unknown", ["stops": stops.map { "'\($0)'" }.joined(separator: ", ")])
        }
    }

    private func time(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }
}

extension Weekday {
    /// The full name, for sentences.
    var name: String {
        switch self {
        case .monday: localized("schedule.monday")
        case .tuesday: localized("schedule.tuesday")
        case .wednesday: localized("schedule.wednesday")
        case .thursday: localized("schedule.thursday")
        case .friday: localized("schedule.friday")
        case .saturday: localized("schedule.saturday")
        case .sunday: localized("schedule.sunday")
        }
    }

    /// The short name for a day's title: opening_hours' `Mo`, `Tu`, … in English.
    var shortName: String {
        switch self {
        case .monday: localized("schedule.mo")
        case .tuesday: localized("schedule.tu")
        case .wednesday: localized("schedule.we")
        case .thursday: localized("schedule.th")
        case .friday: localized("schedule.fr")
        case .saturday: localized("schedule.sa")
        case .sunday: localized("schedule.su")
        }
    }
}
