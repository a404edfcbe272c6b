public import TripGeo
public import TripModel

/// A trip translated for ``DayPlanner``: matrix index `i < visits.count` is `visits[i]`, the bases follow.
///
/// Rules: one base makes every day a loop from it; with bases B1…BN day 1 runs from B1 to B1 and day
/// d > 1 from B(d−1) (last night's hotel) to Bd (tonight's); without a base days are open paths.
/// Locked stops that have a day keep it and their rank among that day's stops; other stops may move.
public struct DaySplitSetup: Sendable {
    public let trip: Trip
    public let dayCount: Int
    /// The stops to distribute, in trip order (bases that are stops are left out).
    public let visits: [Stop]
    /// Distinct base places, matrix index `visits.count + k`.
    public let places: [DayBase]
    public let request: DayPlanRequest

    /// The most stops split at once: the full distance matrix and the search stay within a few seconds.
    public static let maximumStops = 500

    /// - Throws: ``PlanningError`` when the trip has too few or too many stops for `dayCount` days, a
    ///   stop without a coordinate, or a stop locked on a day beyond `dayCount`.
    public init(trip: Trip, dayCount: Int, bases: [DayBase], balance: DayBalance, seed: UInt64)
        throws(PlanningError)
    {
        self.trip = trip
        self.dayCount = dayCount
        var places: [DayBase] = []
        for base in bases where !places.contains(base) { places.append(base) }
        self.places = places
        let baseStops = Set(places.compactMap { if case .stop(let stop) = $0 { stop.id } else { nil } })
        visits = trip.stops.filter { !baseStops.contains($0.id) }
        guard !visits.isEmpty else { throw .noStopsToPlan(trip: trip.name, besidesBase: !baseStops.isEmpty) }
        guard (1...visits.count).contains(dayCount) else {
            throw .tooFewStops(trip: trip.name, stops: visits.count, days: dayCount, besidesBase: !baseStops.isEmpty)
        }
        guard visits.count <= Self.maximumStops else {
            throw .tooManyStops(trip: trip.name, stops: visits.count, maximum: Self.maximumStops)
        }
        var coordinates: [Coordinate] = []
        for stop in visits {
            guard let coordinate = stop.coordinate else {
                throw .noCoordinate(position: stop.position, name: stop.name)
            }
            coordinates.append(coordinate)
        }
        coordinates += places.compactMap(\.coordinate)
        let ends = Self.ends(bases, places: places, offset: visits.count, dayCount: dayCount)
        let (fixedDays, fixedRanks) = try Self.pins(visits, dayCount: dayCount, trip: trip)
        request = DayPlanRequest(
            matrix: DistanceMatrix(geodesicDistancesBetween: coordinates), stops: Array(visits.indices),
            dayCount: dayCount, ends: ends, fixedDays: fixedDays, fixedRanks: fixedRanks, balance: balance, seed: seed,
            current: Self.currentAssignment(visits, dayCount: dayCount))
    }

    /// Each day's stops (matrix indices, in trip order) when every stop has a day in 1…N, else nil: the
    /// planner never returns a plan worse than these days when they follow its rules.
    private static func currentAssignment(_ visits: [Stop], dayCount: Int) -> [[Int]]? {
        guard visits.allSatisfy({ ($0.day.map { (1...dayCount).contains($0) }) ?? false }) else { return nil }
        return (1...dayCount).map { day in visits.indices.filter { visits[$0].day == day } }
    }

    /// Day d (0-based) runs from base max(0, d−1) to base d; a single base makes every day a loop.
    private static func ends(_ bases: [DayBase], places: [DayBase], offset: Int, dayCount: Int) -> [DayEnds] {
        let index = { (base: DayBase) in offset + (places.firstIndex(of: base) ?? 0) }
        switch bases.count {
        case 0: return []
        case 1: return Array(repeating: .loop(index(bases[0])), count: dayCount)
        default:
            return (0..<dayCount).map { day in
                DayEnds(start: index(bases[max(0, day - 1)]), end: index(bases[day]))
            }
        }
    }

    /// Locked stops with a day stay on it, at their current rank among that day's stops.
    private static func pins(_ visits: [Stop], dayCount: Int, trip: Trip) throws(PlanningError)
        -> ([Int: Int], [Int: Int])
    {
        var days: [Int: Int] = [:]
        var ranks: [Int: Int] = [:]
        for (index, stop) in visits.enumerated() where stop.locked {
            guard let day = stop.day else { continue }
            guard day <= dayCount else {
                throw .lockedBeyondPlan(position: stop.position, name: stop.name, day: day, dayCount: dayCount)
            }
            days[index] = day - 1
            ranks[index] = visits[..<index].filter { $0.day == day }.count
        }
        return (days, ranks)
    }

    /// The trip's current days measured like the plan, or nil when some stop has no day in 1…N.
    public func currentDays() -> [DayRoute]? {
        guard visits.allSatisfy({ ($0.day.map { (1...dayCount).contains($0) }) ?? false }) else { return nil }
        let matrix = request.matrix
        return (0..<dayCount).map { day in
            let stops = visits.indices.filter { visits[$0].day == day + 1 }
            let ends = request.ends.isEmpty ? DayEnds.open : request.ends[day]
            var length = 0.0
            let path = [ends.start].compactMap { $0 } + stops + [ends.end].compactMap { $0 }
            if path.count > 1 { length = matrix.length(of: path, closed: false) }
            return DayRoute(ends: ends, stops: stops, length: length)
        }
    }
}
