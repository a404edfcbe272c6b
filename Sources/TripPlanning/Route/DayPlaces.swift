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
        let travel = DistanceMatrix(count: count) { i, j in
            TravelEstimate.seconds(
                straightMeters: Geodesic.distance(coordinates[i], coordinates[j]), settings: trip.settings(for: mode(i))
            )
        }
        let service = (0..<count).map { place in
            stopIndex(place).map { Double((stops[$0].stayMinutes ?? StopRules.defaultStayMinutes) * 60) } ?? 0
        }
        var locks: [Int: Int] = [:]
        for (index, stop) in stops.enumerated() where stop.locked { locks[offset + index] = offset + index }
        return TimeWindowProblem(
            travel: travel, service: service, windows: (0..<count).map(windows),
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

    /// Opening hours on the day's weekday (or hours that are the same every day), narrowed to the fixed arrival.
    private func windows(_ place: Int) -> [TimeWindow] {
        guard let index = stopIndex(place) else { return [] }
        let stop = stops[index]
        if let arrival = stop.arrival {
            let at = Double(arrival.minutes * 60)
            return [TimeWindow(open: at, close: at)]
        }
        guard let hours = stop.openingHours else { return [] }
        let weekday = date.map(Weekday.init) ?? (hours.isSameEveryDay ? .monday : nil)
        guard let weekday else { return [] }
        let ranges = hours.ranges(on: weekday)
        // Closed all day: a window before any arrival, so the solver counts the stop as unserved.
        guard !ranges.isEmpty else { return [TimeWindow(open: -2, close: -1)] }
        return ranges.map { TimeWindow(open: Double($0.lowerBound * 60), close: Double($0.upperBound * 60)) }
    }
}

extension Coordinate {
    /// 0,0: only for a place that bypassed validation, which a trip never holds.
    fileprivate static var origin: Coordinate {
        guard let origin = Coordinate(latitude: 0, longitude: 0) else { preconditionFailure("0,0 is valid") }
        return origin
    }
}
