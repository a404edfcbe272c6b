/// Where one day of a multi-day plan begins and ends, as matrix indices; nil is a free end.
public struct DayEnds: Hashable, Sendable {
    /// The place the day starts from (the hotel of the night before), or nil to start at any stop.
    public var start: Int?
    /// The place the day ends at (the night's hotel), or nil to end at any stop.
    public var end: Int?

    /// Creates the ends of a day.
    /// - Parameters:
    ///   - start: Matrix index of the day's start, or nil for a free start.
    ///   - end: Matrix index of the day's end, or nil for a free end.
    public init(start: Int?, end: Int?) {
        self.start = start
        self.end = end
    }

    /// A day that leaves from `base` and comes back to it.
    public static func loop(_ base: Int) -> DayEnds { DayEnds(start: base, end: base) }

    /// A day with free ends: an open path through its stops.
    public static let open = DayEnds(start: nil, end: nil)
}

/// What "balanced days" means for ``DayPlanner``.
public enum DayBalance: String, Hashable, Sendable, CaseIterable {
    /// A hard rule on stop counts: with `n` stops over `N` days every day has between
    /// `max(1, ⌈n/N⌉ − 1)` and `⌈n/N⌉ + 1` stops (more only when that many are locked on it).
    case stops
    /// A soft rule on lengths: every day has at least one stop, and each metre by which a day's length
    /// strays more than ``DayPlanner/distanceTolerance`` from the mean day adds
    /// ``DayPlanner/distancePenaltyWeight`` metres to the score the planner minimises.
    case distance
}

/// The input of ``DayPlanner/plan(_:)``: places, days and constraints.
public struct DayPlanRequest: Sendable {
    /// Costs between every place involved: the stops and the bases.
    public var matrix: DistanceMatrix
    /// Matrix indices of the stops to distribute over the days; bases must not be among them.
    public var stops: [Int]
    /// How many days to plan; between 1 and `stops.count`.
    public var dayCount: Int
    /// Each day's start and end, one per day; empty means every day is an open path.
    public var ends: [DayEnds]
    /// Stops that must stay on a day: matrix index → 0-based day.
    public var fixedDays: [Int: Int]
    /// Stops that keep their rank within their day where the day is long enough: matrix index → 0-based
    /// rank among the day's stops. Only stops in ``fixedDays`` may have one.
    public var fixedRanks: [Int: Int]
    /// The balancing rule.
    public var balance: DayBalance
    /// Seed of the random kicks; the same request gives the same plan.
    public var seed: UInt64
    /// How many kick-and-repair rounds the improvement makes; the plan depends only on the input and this.
    /// By default ``defaultRounds(stopCount:balance:)``.
    public var rounds: Int
    /// A safety net on the search time; when it is what ends the search the plan depends on machine speed.
    public var timeLimit: Duration
    /// The days as they are now (matrix indices per day, in visiting order), or nil. When they follow
    /// the rules (pins, ranks, balance) the plan is never worse than they are: they seed the search.
    public var current: [[Int]]?

    /// Creates a request; only the matrix, the stops and the day count are required.
    /// - Parameters:
    ///   - matrix: Costs between all places (stops and bases).
    ///   - stops: Matrix indices of the stops to distribute.
    ///   - dayCount: The number of days.
    ///   - ends: Each day's start and end (one per day), or empty for open days.
    ///   - fixedDays: Stops pinned to a 0-based day.
    ///   - fixedRanks: Pinned stops that also keep their 0-based rank within the day.
    ///   - balance: The balancing rule; defaults to ``DayBalance/stops``.
    ///   - seed: Random seed; defaults to 1.
    ///   - rounds: Kick-and-repair rounds; nil (the default) for ``defaultRounds(stopCount:balance:)``.
    ///   - timeLimit: Upper bound on the search time; defaults to 10 seconds.
    ///   - current: The days as they are now, which the plan must not be worse than; nil when there are none.
    public init(
        matrix: DistanceMatrix, stops: [Int], dayCount: Int, ends: [DayEnds] = [], fixedDays: [Int: Int] = [:],
        fixedRanks: [Int: Int] = [:], balance: DayBalance = .stops, seed: UInt64 = 1, rounds: Int? = nil,
        timeLimit: Duration = .seconds(10), current: [[Int]]? = nil
    ) {
        self.matrix = matrix
        self.stops = stops
        self.dayCount = dayCount
        self.ends = ends
        self.fixedDays = fixedDays
        self.fixedRanks = fixedRanks
        self.balance = balance
        self.seed = seed
        self.rounds = rounds ?? Self.defaultRounds(stopCount: stops.count, balance: balance)
        self.timeLimit = timeLimit
        self.current = current
    }

    /// The rounds a request makes unless told otherwise: enough that a 40- to 200-stop trip keeps
    /// improving for about a second (rounds stopped paying off near 1,000 on such trips next to OR-Tools,
    /// see `trip-bench days --ortools`), fewer on small trips, which settle sooner, and fewer beyond 200
    /// stops, where a round costs about n² and the count keeps the time near that of 200 stops. The
    /// distance rule re-examines every day after a kick, so it gets a third.
    /// - Parameters:
    ///   - stopCount: The number of stops to distribute.
    ///   - balance: The balancing rule.
    /// - Returns: A count, the same for the same arguments on every machine.
    public static func defaultRounds(stopCount: Int, balance: DayBalance) -> Int {
        let n = max(1, stopCount)
        let rounds = max(60, min(1_000, 25 * n, 40_000_000 / (n * n)))
        return balance == .stops ? rounds : max(60, rounds / 3)
    }

    /// The ends of day `day` (0-based).
    func dayEnds(_ day: Int) -> DayEnds { ends.isEmpty ? .open : ends[day] }
}

/// Why a multi-day plan could not be made.
public enum DayPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The day count is below 1 or above the number of stops.
    case invalidDayCount(Int, stopCount: Int)
    /// A stop or base is not an index of the matrix, or a stop is listed twice.
    case invalidPlace(Int)
    /// A base is also one of the stops to distribute.
    case baseIsAStop(Int)
    /// `ends` has neither zero nor one entry per day.
    case endsCount(Int, dayCount: Int)
    /// A stop is pinned to a day outside the plan, or ranked without being pinned.
    case invalidFixedDay(stop: Int, day: Int)
    /// Pinned stops leave too few stops to give every day its minimum.
    case infeasible(day: Int, fixed: Int)
    /// The matrix has a negative, non-finite or too large cost.
    case invalidCost(from: Int, to: Int)
    /// The route engine refused one day's route.
    case route(RouteError)

    /// One sentence for the user that names the place, day or count at fault.
    public var description: String {
        switch self {
        case let .invalidDayCount(days, stopCount):
            return "Cannot plan \(days) days over \(stopCount) stops: use 1…\(max(1, stopCount)) days."
        case let .invalidPlace(index):
            return "Place \(index) is not in the distance matrix or is listed twice."
        case let .baseIsAStop(index):
            return "Place \(index) is both a base and a stop to distribute."
        case let .endsCount(count, dayCount):
            return "Got \(count) day ends for \(dayCount) days; give one per day or none."
        case let .invalidFixedDay(stop, day):
            return "Stop \(stop) is pinned to day \(day + 1), which is not a day of the plan."
        case let .infeasible(day, fixed):
            return "Day \(day + 1) has \(fixed) pinned stops, too many to leave every other day a stop."
        case let .invalidCost(from, to):
            return "The cost from place \(from) to place \(to) is negative, too large or not a number."
        case let .route(error):
            return error.description
        }
    }
}
