import TripGeo
public import TripModel

/// The legs between a trip's stops in one visiting order, and each day's share of them, computed once
/// so that every command printing legs or day subtotals (`trip show`, `trip stop list`, `trip route`)
/// agrees.
///
/// A day's subtotal counts all its stops and the legs that join two consecutive stops of that day.
/// The leg into a day belongs to the journey between days (via the hotel, which the trip does not
/// record), so it is not counted; a day whose stops are split into several runs still has one subtotal,
/// the sum over its runs, wherever it is shown.
public struct TripLegs: Sendable {
    /// One day's share of the trip.
    public struct DaySubtotal: Equatable, Sendable {
        public let day: Int
        /// How many stops have the day, wherever they are in the order.
        public let stops: Int
        /// Metres of the legs between consecutive stops of the day.
        public let meters: Double
    }

    /// `legs[i]` runs from the i-th stop of the visiting order to the next; a round trip adds the
    /// closing leg back to the first stop.
    public let legs: [Double]
    /// Each day that has stops, in day order; empty when no stop has a day.
    public let days: [DaySubtotal]
    /// The day of each stop in visiting order: all that placing subtotal rows needs. The stops
    /// themselves are not copied, which cost milliseconds at 10,000 stops.
    private let stopDays: [Int?]

    /// The legs of `stops` in their order along the WGS84 geodesic, the figure the route engine
    /// optimizes. A stop without a valid coordinate adds nothing, so a half-entered trip still shows.
    public init(stops: [Stop]) {
        self.init(stops: stops, legs: zip(stops, stops.dropFirst()).map { Self.meters($0, $1) })
    }

    /// The legs of `plan`'s stops in `order` (matrix indices), measured on its matrix, with the
    /// closing leg of a round trip.
    public init(plan: RoutePlan, order: [Int]) {
        self.init(plan: plan, order: order, legs: plan.legs(order))
    }

    /// The legs of `plan`'s stops in `order`, already measured as ``RoutePlan/legs(_:)`` measures them.
    public init(plan: RoutePlan, order: [Int], legs: [Double]) {
        self.init(days: order.map { plan.stops[$0].day }, legs: legs)
    }

    init(stops: [Stop], legs: [Double]) {
        self.init(days: stops.map(\.day), legs: legs)
    }

    private init(days stopDays: [Int?], legs: [Double]) {
        self.stopDays = stopDays
        self.legs = legs
        var meters: [Int: Double] = [:]
        var counts: [Int: Int] = [:]
        for (index, day) in stopDays.enumerated() {
            guard let day else { continue }
            counts[day, default: 0] += 1
            if index > 0, stopDays[index - 1] == day { meters[day, default: 0] += legs[index - 1] }
        }
        days = counts.keys.sorted().map { DaySubtotal(day: $0, stops: counts[$0] ?? 0, meters: meters[$0] ?? 0) }
    }

    /// All legs, with a round trip's closing leg.
    public var total: Double { legs.reduce(0, +) }

    /// The subtotal of `day`, or nil when no stop has it.
    public func subtotal(ofDay day: Int) -> DaySubtotal? { days.first { $0.day == day } }

    /// The subtotal of the day the stop at `index` ends a run of (the next stop has another day or
    /// there is none), or nil: where tables put a day's subtotal row.
    public func subtotal(closingRunAt index: Int) -> DaySubtotal? {
        guard let day = stopDays[index], index + 1 == stopDays.count || stopDays[index + 1] != day else {
            return nil
        }
        return subtotal(ofDay: day)
    }

    /// Metres between two stops along the WGS84 geodesic; 0 when either has no valid coordinate.
    public static func meters(_ from: Stop, _ to: Stop) -> Double {
        guard let a = from.coordinate, let b = to.coordinate else { return 0 }
        return Geodesic.distance(a, b)
    }
}
