import TripModel

/// Fits a visit into a place's opening hours on one weekday: wait for the next opening when early,
/// warn when the place is closed all day, closed by the time we arrive, or closes during the stay.
///
/// Only the day's own ranges are used: a timeline past midnight is not matched against the next
/// day's hours (ranges past midnight are not supported by ``OpeningHours`` either).
struct OpeningCheck {
    let hours: OpeningHours
    let weekday: Weekday

    func apply(to visit: inout ScheduledVisit) {
        let ranges = hours.ranges(on: weekday)
        let name = visit.stop.name
        guard !ranges.isEmpty else {
            visit.warnings.append(.closedAllDay(stop: name, weekday: weekday))
            return
        }
        let start = visit.arrival + visit.wait
        guard let range = ranges.first(where: { start < $0.upperBound }) else {
            visit.warnings.append(.closedAtArrival(stop: name, arrival: start))
            return
        }
        if start < range.lowerBound { visit.wait += range.lowerBound - start }
        visit.departure = visit.arrival + visit.wait + visit.stay
        if visit.departure > range.upperBound {
            visit.warnings.append(.closesDuringStay(stop: name, closing: range.upperBound, departure: visit.departure))
        }
    }
}
