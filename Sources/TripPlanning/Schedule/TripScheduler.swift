import TripGeo
public import TripModel

/// Lays a trip's days out on the clock (DESIGN.md, Schedule).
///
/// Each day leaves its start lodging (the day before's lodging, else its own) at the day's start
/// time, visits its stops in trip order, and returns to its own lodging. At each stop the visit waits
/// for a fixed arrival time and for opening time, then stays; nothing is reordered here. Days come
/// from the stops' `day`; when no stop has one the whole trip is day 1.
public enum TripScheduler {
    /// The schedule of every day of `trip`, or only of `day`.
    public static func schedule(_ trip: Trip, onlyDay day: Int? = nil) -> TripSchedule {
        let anyDay = trip.stops.contains { $0.day != nil }
        var byDay: [Int: [Stop]] = [:]
        var unscheduled: [Stop] = []
        for stop in trip.stops {
            if let number = stop.day ?? (anyDay ? nil : 1) {
                byDay[number, default: []].append(stop)
            } else {
                unscheduled.append(stop)
            }
        }
        let numbers = byDay.keys.sorted().filter { day == nil || $0 == day }
        let days = numbers.map { number in
            DayTimeline(trip: trip, day: number).build(stops: byDay[number] ?? [])
        }
        return TripSchedule(days: days, unscheduled: unscheduled, timeZone: trip.resolvedTimeZone)
    }
}

/// The arithmetic of one day's timeline.
struct DayTimeline {
    let trip: Trip
    let day: Int

    func build(stops: [Stop]) -> DaySchedule {
        let record = trip.day(day)
        let startLodging = (day > 1 ? trip.day(day - 1).lodging : nil) ?? record.lodging
        let endLodging = record.lodging ?? startLodging
        let date = trip.date(ofDay: day)
        let weekday = date.map(Weekday.init)
        var clock = record.effectiveStart.minutes
        var visits: [ScheduledVisit] = []
        var unchecked: [String] = []
        var previous: (place: Coordinate?, mode: TravelMode)? =
            startLodging.map { (Coordinate(latitude: $0.latitude, longitude: $0.longitude), defaultMode) }
        for stop in stops {
            var arriving: LegEstimate?
            if let previous { arriving = leg(from: previous.place, to: stop.coordinate, mode: previous.mode) }
            var visit = arrive(at: stop, clock: clock + (arriving?.minutes ?? 0), leg: arriving)
            if let hours = stop.openingHours {
                if let weekday {
                    OpeningCheck(hours: hours, weekday: weekday).apply(to: &visit)
                } else if hours.isSameEveryDay {
                    OpeningCheck(hours: hours, weekday: .monday).apply(to: &visit)
                } else {
                    unchecked.append(stop.name)
                }
            }
            visits.append(visit)
            clock = visit.departure
            previous = (stop.coordinate, trip.mode(leaving: stop))
        }
        var returnLeg: LegEstimate?
        if let endLodging, let from = previous {
            let home = Coordinate(latitude: endLodging.latitude, longitude: endLodging.longitude)
            returnLeg = leg(from: from.place, to: home, mode: from.mode)
            clock += returnLeg?.minutes ?? 0
        }
        var warnings: [ScheduleWarning] = []
        if let end = record.end, clock > end.minutes { warnings.append(.dayRunsLate(end: clock, latestEnd: end)) }
        if !unchecked.isEmpty { warnings.append(.weekdayUnknown(stops: unchecked)) }
        return DaySchedule(
            day: day, date: date, start: record.effectiveStart.minutes, latestEnd: record.end?.minutes,
            startLodging: startLodging, endLodging: endLodging, visits: visits, returnLeg: returnLeg, end: clock,
            warnings: warnings)
    }

    /// The mode of legs leaving a lodging: the trip's.
    private var defaultMode: TravelMode { trip.travelMode ?? TravelMode.fallback }

    private func leg(from: Coordinate?, to: Coordinate?, mode: TravelMode) -> LegEstimate? {
        guard let from, let to else { return nil }
        return TravelEstimate.leg(from: from, to: to, mode: mode, settings: trip.settings(for: mode))
    }

    /// Arrival, waiting for a fixed time, stay and departure, before opening hours are considered.
    private func arrive(at stop: Stop, clock: Int, leg: LegEstimate?) -> ScheduledVisit {
        var visit = ScheduledVisit(
            stop: stop, leg: leg, arrival: clock, wait: 0, stay: stop.stayMinutes ?? StopRules.defaultStayMinutes,
            departure: 0, warnings: [])
        if let fixed = stop.arrival {
            if clock <= fixed.minutes {
                visit.wait = fixed.minutes - clock
            } else {
                visit.warnings.append(.fixedArrivalMissed(stop: stop.name, planned: fixed, arrival: clock))
            }
        }
        visit.departure = visit.arrival + visit.wait + visit.stay
        return visit
    }
}
