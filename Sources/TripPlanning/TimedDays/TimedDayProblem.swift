import TripGeo
import TripModel

/// A trip's stops and days in the form the timed split searches: one time-window route per day.
///
/// It counts as `trip schedule` does, not as ``DayPlaces`` (which `trip route` uses): legs in whole
/// minutes rounded up, and a visit must begin early enough to finish its stay before closing. A plan
/// that is feasible here then shows no warnings once saved; with unrounded legs, a few rounded-up
/// minutes made a tight fixed arrival late. A day starts at last night's lodging (else its own) and
/// ends at its own, as in ``TripScheduler``; a day without lodging starts at its first stop and ends
/// when it leaves its last, which a zero-cost end place models so the latest end checks the departure.
struct TimedDayProblem {
    /// When a stop may be visited on one day.
    enum Access: Hashable {
        case anyTime
        case windows([TimeWindow])
        /// Arrive by the fixed time `minute`; the visit then waits `wait` minutes for opening, as the
        /// schedule does, before its stay.
        case fixed(minute: Int, wait: Int)
        /// Closed all day, or open too briefly for the stay, or open but not at its fixed arrival.
        /// Never served that day. A stop with a fixed arrival is still waited for until `fixedMinute` (and
        /// `wait` more for opening), as the schedule does, so the day's times stay right.
        case never(fixedMinute: Int? = nil, wait: Int = 0)
    }

    let trip: Trip
    let visits: [Stop]
    let dayCount: Int
    /// Distinct lodgings; place `visits.count + k` is `lodgings[k]`.
    let lodgings: [Lodging]
    /// Each day's (0-based) start and end lodging, as indices into `lodgings`.
    let startLodging: [Int?]
    let endLodging: [Int?]
    /// `access[day][visit]`.
    let access: [[Access]]
    /// Stops that keep their 0-based rank within their day (locked stops with a day).
    let ranks: [Int: Int]
    private let travel: DistanceMatrix

    /// - Parameters:
    ///   - trip: The trip with the plan's lodgings already in its day records.
    ///   - visits: The stops to split (bases that are stops left out); every one has a coordinate.
    ///   - ranks: Visit index → rank within its pinned day.
    init(trip: Trip, visits: [Stop], dayCount: Int, ranks: [Int: Int]) {
        self.trip = trip
        self.visits = visits
        self.dayCount = dayCount
        self.ranks = ranks
        var lodgings: [Lodging] = []
        var starts: [Int?] = []
        var ends: [Int?] = []
        let index = { (lodging: Lodging) -> Int in
            if let found = lodgings.firstIndex(of: lodging) { return found }
            lodgings.append(lodging)
            return lodgings.count - 1
        }
        for day in 1...dayCount {
            let start = (day > 1 ? trip.day(day - 1).lodging : nil) ?? trip.day(day).lodging
            let end = trip.day(day).lodging ?? start
            starts.append(start.map(index))
            ends.append(end.map(index))
        }
        self.lodgings = lodgings
        startLodging = starts
        endLodging = ends
        access = (1...dayCount).map { day in
            let weekday = trip.date(ofDay: day).map(Weekday.init)
            return visits.map { Self.access($0, weekday: weekday) }
        }
        let coordinates =
            visits.map { $0.coordinate }
            + lodgings.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let modes = visits.map { trip.mode(leaving: $0) }
        let lodgingMode = trip.travelMode ?? TravelMode.fallback
        travel = DistanceMatrix(count: coordinates.count) { i, j in
            guard let from = coordinates[i], let to = coordinates[j] else { return 0 }
            let mode = i < modes.count ? modes[i] : lodgingMode
            return Double(
                TravelEstimate.leg(from: from, to: to, mode: mode, settings: trip.settings(for: mode)).minutes)
                * 60
        }
    }

    /// When `stop` may begin its visit on `weekday` (nil: unknown, then only hours equal every day count).
    static func access(_ stop: Stop, weekday: Weekday?) -> Access {
        let stay = stop.stayMinutes ?? StopRules.defaultStayMinutes
        var ranges: [Range<Int>]?
        if let hours = stop.openingHours {
            if let weekday {
                ranges = hours.ranges(on: weekday)
            } else if hours.isSameEveryDay {
                ranges = hours.ranges(on: .monday)
            }
        }
        if let fixed = stop.arrival?.minutes {
            // The schedule waits for the fixed time, then for the first range still open, and warns when
            // the stay runs past that range's closing.
            guard let ranges else { return .fixed(minute: fixed, wait: 0) }
            guard let range = ranges.first(where: { fixed < $0.upperBound }) else {
                return .never(fixedMinute: fixed)
            }
            let start = max(fixed, range.lowerBound)
            return start + stay <= range.upperBound
                ? .fixed(minute: fixed, wait: start - fixed) : .never(fixedMinute: fixed, wait: start - fixed)
        }
        // The schedule warns when a stay runs past closing, so the last start is closing minus the stay
        // (and before closing even for no stay: it counts arriving at closing time as closed).
        let starts = ranges?.compactMap { range -> ClosedRange<Int>? in
            let last = min(range.upperBound - stay, range.upperBound - 1)
            return last >= range.lowerBound ? range.lowerBound...last : nil
        }
        guard let starts else { return .anyTime }
        guard !starts.isEmpty else { return .never() }
        return .windows(starts.map { TimeWindow(open: Double($0.lowerBound * 60), close: Double($0.upperBound * 60)) })
    }

    /// Travel seconds between two visits, the shorter way.
    func seconds(_ a: Int, _ b: Int) -> Double { min(travel[a, b], travel[b, a]) }

    /// Stops whose hours differ by weekday on a trip without dates: nobody can tell when they are open.
    var uncheckedStops: [String] {
        guard trip.startDate == nil else { return [] }
        return visits.filter { $0.openingHours.map { !$0.isSameEveryDay } ?? false }.map(\.name)
    }

    /// Day `day`'s (0-based) route through `stops` (visit indices) as a time-window problem. Places are
    /// the start lodging (if any), the stops, then the end: the end lodging when it differs, or a free
    /// end place when the day has no lodging. `places[i]` is the visit index of place `i`, nil for an end.
    func problem(day: Int, stops: [Int]) -> (problem: TimeWindowProblem, places: [Int?]) {
        let start = startLodging[day]
        let end = endLodging[day]
        var global: [Int?] = []
        if let start { global.append(visits.count + start) }
        global += stops.map { Optional($0) }
        let closed = start != nil && start == end
        if !closed { global.append(end.map { visits.count + $0 }) }
        let count = global.count
        let matrix = DistanceMatrix(count: count) { i, j in
            guard let from = global[i], let to = global[j] else { return 0 }
            return travel[from, to]
        }
        let offset = start == nil ? 0 : 1
        let service = global.map { place -> Double in
            guard let place, place < visits.count else { return 0 }
            return access[day][place].serviceSeconds(stay: visits[place].stayMinutes ?? StopRules.defaultStayMinutes)
        }
        let windows = global.map { place -> [TimeWindow] in
            guard let place, place < visits.count else { return [] }
            return access[day][place].windows
        }
        let record = trip.day(day + 1)
        let endpoints: RouteEndpoints =
            closed ? .roundTrip : (start == nil ? .fixedEnd(count - 1) : .fixedBoth(start: 0, end: count - 1))
        let problem = TimeWindowProblem(
            travel: matrix, service: service, windows: windows, startTime: Double(record.effectiveStart.minutes * 60),
            endpoints: endpoints, lockedPositions: locks(stops, offset: offset),
            latestEnd: record.end.map { Double($0.minutes * 60) })
        let places = global.map { place in place.flatMap { $0 < visits.count ? $0 : nil } }
        return (problem, places)
    }

    /// Locked stops at their rank, in rank order, moved forward only as far as a short day requires.
    private func locks(_ stops: [Int], offset: Int) -> [Int: Int] {
        let ranked = stops.indices.compactMap { place in ranks[stops[place]].map { (place, $0) } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        var locks: [Int: Int] = [:]
        var previous = -1
        for (number, (place, rank)) in ranked.enumerated() {
            let latest = stops.count - ranked.count + number
            let position = max(previous + 1, min(rank, latest))
            locks[offset + place] = offset + position
            previous = position
        }
        return locks
    }
}

extension TimedDayProblem.Access {
    /// The seconds a visit takes once begun: its stay, plus the wait for opening after a fixed arrival.
    func serviceSeconds(stay: Int) -> Double {
        switch self {
        case .fixed(_, let wait), .never(_, let wait): Double((stay + wait) * 60)
        case .anyTime, .windows: Double(stay * 60)
        }
    }

    /// The solver's windows for the visit's start; none for a visit any time will do, or one never served
    /// without a fixed arrival (the caller judges that stop unserved itself).
    var windows: [TimeWindow] {
        switch self {
        case .windows(let spans): spans
        case .fixed(let minute, _): [TimeWindow(open: Double(minute * 60), close: Double(minute * 60))]
        // Waiting for a closed stop's fixed arrival but never late for it: it counts as unserved anyway.
        case .never(let minute?, _): [TimeWindow(open: Double(minute * 60), close: TimeWindowSolver.maxTime)]
        case .anyTime, .never: []
        }
    }
}
