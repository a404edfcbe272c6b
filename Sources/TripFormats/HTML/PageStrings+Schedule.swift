import TripModel

// The words of a timeline: times, durations, travel modes and warnings, in the page's language. They are
// written out in full, not as icons or colours only, so a printed page in black and white still says them.
extension PageStrings {
    var time: String { localized("page.time") }
    var lodging: String { localized("page.lodging") }

    func clock(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }

    /// `1 h 30 min`, `45 min`, `1시간 30분`.
    func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return localized("page.minutes", ["minutes": rest]) }
        if rest == 0 { return localized("page.hours", ["hours": hours]) }
        return localized("page.hours-minutes", ["hours": hours, "minutes": rest])
    }

    func mode(_ mode: TravelMode) -> String {
        switch mode {
        case .walk: localized("page.mode.walk")
        case .bike: localized("page.mode.bike")
        case .transit: localized("page.mode.transit")
        case .taxi: localized("page.mode.taxi")
        case .car: localized("page.mode.car")
        }
    }

    func arrive(_ minutes: Int) -> String { localized("page.arrive", ["time": clock(minutes)]) }

    /// Why a visit waits: for its fixed arrival time or for the place to open.
    func wait(_ minutes: Int, forOpening: Bool) -> String {
        let arguments = ["duration": duration(minutes)]
        return forOpening
            ? localized("page.wait-opening", arguments) : localized("page.wait-planned", arguments)
    }

    func stay(_ minutes: Int) -> String { localized("page.stay", ["duration": duration(minutes)]) }

    func leave(_ lodging: String) -> String { localized("page.leave", ["lodging": lodging]) }
    func backAt(_ lodging: String) -> String { localized("page.back-at", ["lodging": lodging]) }

    /// `travel 1 h 10 min · 09:00–18:40` for a day's total line.
    func travelAndSpan(travel: Int, start: Int, end: Int) -> String {
        localized("page.travel-span", ["duration": duration(travel), "start": clock(start), "end": clock(end)])
    }

    var warningMark: String { localized("page.warning-mark") }

    func warning(_ warning: ItinerarySchedule.Warning) -> String {
        switch warning {
        case .closedAtArrival(let arrival):
            localized("page.warning.closed-at-arrival", ["time": clock(arrival)])
        case .closedAllDay(let weekday):
            localized("page.warning.closed-all-day", ["weekday": weekdayName(weekday)])
        case .closesDuringStay(let closing, let departure):
            localized("page.warning.closes-during-stay", ["closing": clock(closing), "departure": clock(departure)])
        case .fixedArrivalMissed(let planned, let arrival):
            localized("page.warning.fixed-arrival-missed", ["planned": planned, "arrival": clock(arrival)])
        case .dayRunsLate(let end, let latestEnd):
            localized("page.warning.day-runs-late", ["end": clock(end), "latest": latestEnd])
        case .weekdayUnknown(let stops):
            localized("page.warning.weekday-unknown", ["stops": stops.joined(separator: ", ")])
        }
    }

    var travelNote: String {
        localized("page.travel-note")
    }

    private func weekdayName(_ weekday: Weekday) -> String {
        let names = [
            localized("page.monday"), localized("page.tuesday"), localized("page.wednesday"),
            localized("page.thursday"), localized("page.friday"), localized("page.saturday"), localized("page.sunday"),
        ]
        return names[weekday.rawValue - 1]
    }
}
