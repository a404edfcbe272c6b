/// One day of a ``DayPlan``: where it starts and ends and the stops in visiting order.
public struct DayRoute: Hashable, Sendable {
    /// The day's start and end places.
    public var ends: DayEnds
    /// Matrix indices of the day's stops, in visiting order (the ends are not included).
    public var stops: [Int]
    /// The day's length: from the start through every stop to the end.
    public var length: Double

    /// Creates a day.
    public init(ends: DayEnds, stops: [Int], length: Double) {
        self.ends = ends
        self.stops = stops
        self.length = length
    }
}

/// The answer of ``DayPlanner/plan(_:)``.
public struct DayPlan: Hashable, Sendable {
    /// The days in order; every requested stop appears in exactly one of them.
    public var days: [DayRoute]
    /// The balancing rule the plan was made under.
    public var balance: DayBalance
    /// The smallest and largest number of stops a day may have under ``DayBalance/stops``.
    public var stopBounds: ClosedRange<Int>
    /// Whether the time limit, rather than the round budget, ended the search: then another run (or a
    /// faster machine) may give another plan.
    public var reachedTimeLimit = false

    /// Creates a plan.
    public init(days: [DayRoute], balance: DayBalance, stopBounds: ClosedRange<Int>) {
        self.days = days
        self.balance = balance
        self.stopBounds = stopBounds
    }

    /// The sum of the days' lengths.
    public var total: Double { days.reduce(0) { $0 + $1.length } }

    /// The largest relative distance of a day's length from the mean day (0.2 is 20 %).
    public var lengthSpread: Double {
        let mean = total / Double(max(1, days.count))
        guard mean > 0 else { return 0 }
        return days.map { abs($0.length - mean) / mean }.max() ?? 0
    }

    /// The largest and smallest number of stops in a day.
    public var stopCountRange: ClosedRange<Int> {
        let counts = days.map(\.stops.count)
        return (counts.min() ?? 0)...(counts.max() ?? 0)
    }
}
