import TripGeo
import TripModel

/// One day as places for ``TimeWindowProblem``: the start lodging first (if any), the stops, then the
/// end lodging when it is another place.
struct DayPlaces {
    let trip: Trip
    let stops: [Stop]
    let record: TripDay
    let date: LocalDate?
    let startLodging: Lodging?
    let endLodging: Lodging?
    let keepsStart: Bool
    let keepsEnd: Bool

    init(trip: Trip, day: Int, stops: [Stop], keepsStart: Bool, keepsEnd: Bool) {
        self.trip = trip
        self.stops = stops
        record = trip.day(day)
        date = trip.date(ofDay: day)
        startLodging = (day > 1 ? trip.day(day - 1).lodging : nil) ?? record.lodging
        let end = record.lodging ?? startLodging
        endLodging = end == startLodging ? nil : end
        self.keepsStart = keepsStart
        self.keepsEnd = keepsEnd
    }

    private var offset: Int { startLodging == nil ? 0 : 1 }
    var count: Int { offset + stops.count + (endLodging == nil ? 0 : 1) }

    /// The stop index of place `place`, or nil for a lodging.
    func stopIndex(_ place: Int) -> Int? {
        let index = place - offset
        return stops.indices.contains(index) ? index : nil
    }

    var currentOrder: [Int] { Array(0..<count) }

    func problem() -> TimeWindowProblem {
        let coordinates = (0..<count).map(coordinate)
        // Whole minutes rounded up, as `trip schedule` times each leg: with unrounded seconds an order
        // that just made a window here arrived a minute late there.
        let travel = DistanceMatrix(count: count) { i, j in
            let leg = TravelEstimate.leg(
                straightMeters: Geodesic.distance(coordinates[i], coordinates[j]), mode: mode(i),
                settings: trip.settings(for: mode(i)))
            return Double(leg.minutes * 60)
        }
        let access = (0..<count).map(self.access)
        let service = (0..<count).map { place -> Double in
            guard let index = stopIndex(place), let access = access[place] else { return 0 }
            return access.serviceSeconds(stay: stops[index].stayMinutes ?? StopRules.defaultStayMinutes)
        }
        var locks: [Int: Int] = [:]
        for (index, stop) in stops.enumerated() where stop.locked { locks[offset + index] = offset + index }
        return TimeWindowProblem(
            travel: travel, service: service, windows: access.map(Self.windows),
            startTime: Double(record.effectiveStart.minutes * 60), endpoints: endpoints, lockedPositions: locks,
            latestEnd: record.end.map { Double($0.minutes * 60) })
    }

    private var endpoints: RouteEndpoints {
        switch (startLodging != nil, endLodging != nil) {
        case (true, true): return .fixedBoth(start: 0, end: count - 1)
        case (true, false): return .roundTrip
        case (false, true): return keepsStart ? .fixedBoth(start: 0, end: count - 1) : .fixedEnd(count - 1)
        case (false, false):
            switch (keepsStart, keepsEnd) {
            case (true, true): return .fixedBoth(start: 0, end: count - 1)
            case (true, false): return .fixedStart(0)
            case (false, true): return .fixedEnd(count - 1)
            case (false, false): return .open
            }
        }
    }

    private func coordinate(_ place: Int) -> Coordinate {
        if let index = stopIndex(place), let coordinate = stops[index].coordinate { return coordinate }
        let lodging = place == 0 ? startLodging : endLodging
        return lodging.flatMap { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
            ?? Coordinate.origin
    }

    private func mode(_ place: Int) -> TravelMode {
        stopIndex(place).map { trip.mode(leaving: stops[$0]) } ?? trip.travelMode ?? TravelMode.fallback
    }

    /// When stop place `place` may begin its visit, as `trip schedule` judges it (nil for a lodging):
    /// within its hours on the day's weekday with time to finish its stay before closing, or at its
    /// fixed arrival.
    func access(_ place: Int) -> TimedDayProblem.Access? {
        stopIndex(place).map { TimedDayProblem.access(stops[$0], weekday: date.map(Weekday.init)) }
    }

    /// The timed split's windows, except that a stop closed that day (or open too briefly for its stay)
    /// gets a window before any arrival, so the solver itself counts it unserved instead of ignoring it.
    private static func windows(_ access: TimedDayProblem.Access?) -> [TimeWindow] {
        guard let access else { return [] }
        if case .never(nil, _) = access { return [TimeWindow(open: -2, close: -1)] }
        return access.windows
    }
}

extension Coordinate {
    /// 0,0: only for a place that bypassed validation, which a trip never holds.
    fileprivate static var origin: Coordinate {
        guard let origin = Coordinate(latitude: 0, longitude: 0) else { preconditionFailure("0,0 is valid") }
        return origin
    }
}
