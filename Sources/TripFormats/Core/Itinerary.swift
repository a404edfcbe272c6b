public import TripGeo
public import TripModel

/// Metres between two coordinates; injected so callers choose the metric and tests can fix one.
public typealias DistanceFunction = @Sendable (Coordinate, Coordinate) -> Double

/// One day of an itinerary: its stops in visit order and the distance walked or driven between them.
public struct ItineraryDay: Sendable {
    /// The day number, or nil when the trip is not planned by days.
    public let day: Int?
    /// The calendar date, when the trip has a start date (day N is start + N − 1).
    public let date: LocalDate?
    public let stops: [Stop]
    /// `legMeters[i]` is the distance from `stops[i]` to `stops[i + 1]` of this day.
    public let legMeters: [Double]
    /// Metres between consecutive stops of this day.
    public var meters: Double { legMeters.reduce(0, +) }
}

/// A trip prepared for writing: stops in visit order, the leg into each stop, and the stops grouped by day.
///
/// Day rule: when no stop has a day, there is one group without a day. Otherwise a stop without a day
/// belongs to the day of the stop before it in visit order, or day 1 when none comes before: someone who
/// adds a stop after the last stop of day 2 means day 2. Days are listed in ascending order, each with
/// its stops in visit order.
public struct Itinerary: Sendable {
    public let trip: Trip
    /// The stops sorted by position.
    public let stops: [Stop]
    /// `legMeters[i]` is the distance from `stops[i - 1]` to `stops[i]`; nil for the first stop.
    public let legMeters: [Double?]
    public let days: [ItineraryDay]
    /// The day each stop is grouped under (see the day rule), parallel to ``stops``.
    public let effectiveDays: [Int?]
    /// When each stop is visited, for trips with times; nil writes no times.
    public var schedule: ItinerarySchedule?

    /// - Parameters:
    ///   - trip: The trip to write.
    ///   - distance: Metres between two coordinates; defaults to the WGS84 geodesic.
    public init(trip: Trip, distance: DistanceFunction = Geodesic.distance) {
        self.trip = trip
        let stops = trip.stops.sorted { $0.position < $1.position }
        self.stops = stops
        legMeters = stops.indices.map { index in
            index == 0 ? nil : Self.meters(stops[index - 1], stops[index], distance)
        }
        let effective = Self.effectiveDays(stops)
        effectiveDays = effective
        days = Self.group(stops, effective, startDate: trip.startDate, distance: distance)
    }

    /// The sum of all legs in visit order.
    public var totalMeters: Double {
        legMeters.reduce(0) { $0 + ($1 ?? 0) }
    }

    static func meters(_ a: Stop, _ b: Stop, _ distance: DistanceFunction) -> Double {
        guard let from = a.coordinate, let to = b.coordinate else { return 0 }
        return distance(from, to)
    }

    private static func effectiveDays(_ stops: [Stop]) -> [Int?] {
        guard stops.contains(where: { $0.day != nil }) else { return stops.map { _ in nil } }
        var current = 1
        return stops.map { stop in
            if let day = stop.day { current = day }
            return current
        }
    }

    private static func group(_ stops: [Stop], _ effective: [Int?], startDate: LocalDate?, distance: DistanceFunction)
        -> [ItineraryDay]
    {
        var byDay: [Int: [Stop]] = [:]
        for (stop, day) in zip(stops, effective) { byDay[day ?? 0, default: []].append(stop) }
        return byDay.keys.sorted().map { key in
            let dayStops = byDay[key] ?? []
            let legs = zip(dayStops, dayStops.dropFirst()).map { Self.meters($0, $1, distance) }
            let day: Int? = key == 0 ? nil : key
            let date = startDate.map { $0.adding(days: (day ?? 1) - 1) }
            return ItineraryDay(day: day, date: date, stops: dayStops, legMeters: legs)
        }
    }
}
