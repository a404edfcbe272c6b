import TripModel

/// What `trip schedule` will say about a split once it is saved: each day's travel, first arrival, end
/// and the stops it cannot serve. The planner's own figures guide the search; this is what the user will
/// see, so the comparison with the current days and the report use it.
enum TimedDayVerdict {
    /// `trip` with `days` (visit indices per day, in visiting order) as its days and order: stops that are
    /// not visits (bases) first and without a day, as `plan days --apply` saves them.
    static func arranged(_ trip: Trip, visits: [Stop], days: [[Int]]) -> Trip {
        var arranged = trip
        let visitIDs = Set(visits.map(\.id))
        var stops = trip.stops.filter { !visitIDs.contains($0.id) }.map { stop in
            var base = stop
            base.day = nil
            return base
        }
        for (day, order) in days.enumerated() {
            for index in order {
                var stop = visits[index]
                stop.day = day + 1
                stops.append(stop)
            }
        }
        for index in stops.indices { stops[index].position = index + 1 }
        arranged.stops = stops
        return arranged
    }

    /// Days 1…`dayCount` of `trip` on the clock.
    static func summaries(_ trip: Trip, dayCount: Int) -> [TimedDaySummary] {
        let schedule = TripScheduler.schedule(trip)
        return (1...dayCount).map { day in
            guard let timeline = schedule.days.first(where: { $0.day == day }) else {
                let record = trip.day(day)
                let start = record.effectiveStart.minutes
                return TimedDaySummary(
                    day: day, date: trip.date(ofDay: day), travelMinutes: 0, firstArrival: nil, end: start,
                    startLodging: nil, endLodging: nil, arrivals: [], unserved: [])
            }
            let arrivals = timeline.visits.map { $0.arrival + $0.wait }
            return TimedDaySummary(
                day: day, date: timeline.date, travelMinutes: timeline.travelMinutes, firstArrival: arrivals.first,
                end: timeline.end, startLodging: timeline.startLodging, endLodging: timeline.endLodging,
                arrivals: arrivals, unserved: unserved(timeline))
        }
    }

    /// One entry per stop, its first problem; a day that runs late names its last stop not listed already
    /// (dropping a stop late in the day is what would make it fit).
    private static func unserved(_ timeline: DaySchedule) -> [UnservedStop] {
        var entries: [UnservedStop] = []
        for visit in timeline.visits {
            let start = visit.arrival + visit.wait
            guard let reason = visit.warnings.lazy.compactMap({ reason($0, start: start) }).first else { continue }
            entries.append(
                UnservedStop(stopID: visit.stop.id, name: visit.stop.name, day: timeline.day, reason: reason))
        }
        for warning in timeline.warnings {
            guard case .dayRunsLate(let end, let latestEnd) = warning,
                let last = timeline.visits.last(where: { visit in !entries.contains { $0.stopID == visit.stop.id } })
            else { continue }
            entries.append(
                UnservedStop(
                    stopID: last.stop.id, name: last.stop.name, day: timeline.day,
                    reason: .dayTooLong(end: end, latestEnd: latestEnd)))
        }
        return entries
    }

    private static func reason(_ warning: ScheduleWarning, start: Int) -> UnservedReason? {
        switch warning {
        case .closedAllDay(_, let weekday): .closedThatDay(weekday)
        case .closedAtArrival, .closesDuringStay: .windowMissed(arrival: start)
        case .fixedArrivalMissed(_, let planned, let arrival): .fixedArrivalMissed(planned: planned, arrival: arrival)
        case .dayRunsLate, .weekdayUnknown: nil
        }
    }
}
