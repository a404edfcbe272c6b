/// A span of time, in seconds, within which service at a place may start.
///
/// Arriving before `open` means waiting until `open` (which costs nothing); arriving after `close`
/// means the place is not served in that window. Both ends are inclusive.
public struct TimeWindow: Hashable, Sendable {
    /// The earliest time service may start.
    public var open: Double
    /// The latest time service may start.
    public var close: Double

    /// Creates a window; `open` must not be after `close`.
    public init(open: Double, close: Double) {
        self.open = open
        self.close = close
    }
}

/// A route over places with travel times, stays and opening windows, for ``TimeWindowSolver``.
///
/// Times are seconds on one clock (for a trip: seconds since midnight of the day). The route begins at
/// its first place at ``startTime``: the first place's service starts then (or when its window opens),
/// and the route leaves it after its stay, so a lodging at the start should have a zero stay. At every
/// later place, service starts at the arrival time or, when that falls before or between windows, when
/// the next window opens; the route leaves after the stay.
public struct TimeWindowProblem: Sendable {
    /// Travel time in seconds from place `i` to place `j`; may be asymmetric; in `0...RouteSolver.maxCost`.
    public var travel: DistanceMatrix
    /// Seconds spent at each place (the stay); one per place, finite and non-negative.
    public var service: [Double]
    /// Per place, the windows in which service may start: sorted, disjoint, finite; `[]` means any time.
    /// Several windows model opening hours with a break (for example a lunch closure).
    public var windows: [[TimeWindow]]
    /// The time the route begins at its first place.
    public var startTime: Double
    /// Which ends of the route are pinned. ``RouteEndpoints/roundTrip`` starts at place 0 and returns to it.
    public var endpoints: RouteEndpoints
    /// Places whose position in the returned order is fixed: place → 0-based position, as in ``RouteOptions``.
    public var lockedPositions: [Int: Int]
    /// When set, the route must arrive at its last place (or back at its first, for a round trip) by then.
    public var latestEnd: Double?

    /// Creates a problem.
    /// - Parameters:
    ///   - travel: Travel times between places.
    ///   - service: The stay at each place; defaults to none anywhere.
    ///   - windows: The windows of each place; defaults to none (any time).
    ///   - startTime: When the route begins; defaults to 0.
    ///   - endpoints: Which ends are pinned; defaults to a round trip from place 0.
    ///   - lockedPositions: Place → position for places that must not move.
    ///   - latestEnd: The latest arrival at the route's end, if any.
    public init(
        travel: DistanceMatrix,
        service: [Double]? = nil,
        windows: [[TimeWindow]]? = nil,
        startTime: Double = 0,
        endpoints: RouteEndpoints = .roundTrip,
        lockedPositions: [Int: Int] = [:],
        latestEnd: Double? = nil
    ) {
        self.travel = travel
        self.service = service ?? Array(repeating: 0, count: travel.count)
        self.windows = windows ?? Array(repeating: [], count: travel.count)
        self.startTime = startTime
        self.endpoints = endpoints
        self.lockedPositions = lockedPositions
        self.latestEnd = latestEnd
    }
}

/// How ``TimeWindowSolver`` should search.
///
/// With a ``SearchBudget/iterations(_:)`` or ``SearchBudget/automatic`` budget the answer depends only
/// on the problem and ``seed``, unless ``timeLimit`` ends the search first.
public struct TimeWindowOptions: Hashable, Sendable {
    /// The longest the search may run, measured on a monotonic clock.
    public var timeLimit: Duration
    /// How many perturbation rounds the heuristic search makes at most.
    public var budget: SearchBudget
    /// Seed of the random perturbations.
    public var seed: UInt64
    /// Largest number of places solved exactly; capped at ``TimeWindowSolver/maxExactCount``.
    public var exactLimit: Int

    /// Creates options; every parameter has a sensible default.
    /// - Parameters:
    ///   - timeLimit: Upper bound on search time; defaults to 2 seconds.
    ///   - budget: Perturbation rounds; ``SearchBudget/automatic`` is `300 + 10 × count`.
    ///   - seed: Random seed; defaults to 1.
    ///   - exactLimit: Largest size solved exactly; defaults to 10.
    public init(
        timeLimit: Duration = .seconds(2), budget: SearchBudget = .automatic, seed: UInt64 = 1, exactLimit: Int = 10
    ) {
        self.timeLimit = timeLimit
        self.budget = budget
        self.seed = seed
        self.exactLimit = exactLimit
    }
}

/// The answer of ``TimeWindowSolver/solve(_:options:)``.
public struct TimeWindowSolution: Hashable, Sendable {
    /// Places in visiting order; always a permutation of `0..<count`. A round trip begins at its home.
    public var order: [Int]
    /// Total travel time along `order`, including the leg home for a round trip; waiting and stays excluded.
    public var travelTime: Double
    /// The time service starts at each position of `order` (after any wait for a window to open).
    public var arrivals: [Double]
    /// When the route reaches its end: the arrival at the last place, or back at the first for a round trip.
    public var endTime: Double
    /// Whether every place is served within a window and the route ends by the latest end.
    public var isFeasible: Bool
    /// Places reached after all their windows closed, in visiting order; the route's final place is
    /// listed too when the route ends after the latest end. Empty exactly when `isFeasible`.
    public var unserved: [Int]
    /// Whether the answer is proven best under the objective (solved exactly).
    public var isOptimal: Bool

    /// Creates a solution.
    public init(
        order: [Int], travelTime: Double, arrivals: [Double], endTime: Double, unserved: [Int], isOptimal: Bool
    ) {
        self.order = order
        self.travelTime = travelTime
        self.arrivals = arrivals
        self.endTime = endTime
        self.isFeasible = unserved.isEmpty
        self.unserved = unserved
        self.isOptimal = isOptimal
    }
}
