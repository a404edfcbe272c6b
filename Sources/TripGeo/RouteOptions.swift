/// Which ends of a route are pinned, by matrix index.
///
/// Open paths are solved as round trips through one extra dummy place whose edges cost nothing to the
/// allowed endpoints and more than any whole tour to every other place; the dummy is then removed.
public enum RouteEndpoints: Hashable, Sendable {
    /// A closed tour that returns to where it began; its length includes the leg home.
    /// The returned order begins at index 0 (usually the trip's first stop), unless positions are locked.
    case roundTrip
    /// An open path that starts at the given place and may end anywhere.
    case fixedStart(Int)
    /// An open path that may start anywhere and ends at the given place.
    case fixedEnd(Int)
    /// An open path from `start` to `end`. When both are the same place this is a round trip from it.
    case fixedBoth(start: Int, end: Int)
    /// An open path with free ends.
    case open
}

/// How ``RouteSolver`` should search.
///
/// The defaults solve a trip of a few hundred stops well in well under a second and are deterministic:
/// the search stops after a number of kicks that depends only on the input and ``seed`` (see ``SearchBudget``).
/// ``timeLimit`` is a safety net; when it is what ends the search, the answer depends on machine speed.
public struct RouteOptions: Hashable, Sendable {
    /// Which ends of the route are pinned.
    public var endpoints: RouteEndpoints
    /// Places whose position in the returned `order` is fixed: matrix index → 0-based position.
    ///
    /// Only the other places are reordered among the remaining positions. With ``RouteEndpoints/roundTrip``
    /// the returned order is not rotated, so positions are absolute. Must agree with ``endpoints``.
    public var lockedPositions: [Int: Int]
    /// The longest the heuristic search may run, measured on a monotonic clock.
    public var timeLimit: Duration
    /// How many kick-and-repair rounds the heuristic search makes at most.
    public var budget: SearchBudget
    /// Seed of the random kicks; the same input and seed give the same tour.
    public var seed: UInt64
    /// Largest number of places solved exactly (Held-Karp); capped at ``RouteSolver/maxExactCount``.
    public var exactLimit: Int

    /// Creates options; every parameter has a sensible default.
    /// - Parameters:
    ///   - endpoints: Which ends are pinned; defaults to a round trip.
    ///   - lockedPositions: Matrix index → position for places that must not move.
    ///   - timeLimit: Upper bound on heuristic search time; defaults to 2 seconds.
    ///   - budget: Kick budget; defaults to ``SearchBudget/automatic``.
    ///   - seed: Random seed; defaults to 1.
    ///   - exactLimit: Largest size solved exactly; defaults to 16.
    public init(
        endpoints: RouteEndpoints = .roundTrip,
        lockedPositions: [Int: Int] = [:],
        timeLimit: Duration = .seconds(2),
        budget: SearchBudget = .automatic,
        seed: UInt64 = 1,
        exactLimit: Int = 16
    ) {
        self.endpoints = endpoints
        self.lockedPositions = lockedPositions
        self.timeLimit = timeLimit
        self.budget = budget
        self.seed = seed
        self.exactLimit = exactLimit
    }
}

/// How many kick-and-repair rounds the heuristic search may make.
public enum SearchBudget: Hashable, Sendable {
    /// A count that grows with the number of places (`20_000 + 100 × count`, with or without locked
    /// positions): deterministic, and enough for near-optimal tours of a few hundred places.
    case automatic
    /// Exactly this many rounds at most: deterministic for a given input and seed.
    case iterations(Int)
    /// No count; only the time limit ends the search, so the result depends on machine speed.
    case unlimited

    /// The most rounds of a search over `nodes` nodes (a route's places and an open path's dummy, as
    /// the search counts them), or `nil` for no limit. The table and the no-table search both read it.
    func rounds(nodes: Int) -> Int? {
        switch self {
        case .automatic: return 20_000 + 100 * nodes
        case let .iterations(count): return max(0, count)
        case .unlimited: return nil
        }
    }
}

/// The answer of ``RouteSolver/solve(matrix:options:)``.
public struct RouteSolution: Hashable, Sendable {
    /// Matrix indices in visiting order; always a permutation of `0..<count`.
    public var order: [Int]
    /// Total cost of `order`, including the leg home for a round trip.
    public var length: Double
    /// Whether `order` is proven optimal (solved exactly).
    public var isOptimal: Bool

    /// Creates a solution.
    public init(order: [Int], length: Double, isOptimal: Bool) {
        self.order = order
        self.length = length
        self.isOptimal = isOptimal
    }
}

/// Why a route could not be solved.
public enum RouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The matrix has an entry that is negative, NaN or above ``RouteSolver/maxCost``.
    case invalidCost(from: Int, to: Int)
    /// An endpoint or locked place is not an index of the matrix.
    case indexOutOfRange(Int)
    /// A locked position is outside `0..<count` or used twice.
    case invalidPosition(node: Int, position: Int)
    /// A locked position contradicts the pinned start or end.
    case conflictingConstraint(node: Int)
    /// A time-window problem's stays or window lists do not have one entry per place.
    case countMismatch(places: Int, stays: Int, windowLists: Int)
    /// A stay is negative, not a number or above ``TimeWindowSolver/maxTime``.
    case invalidStay(place: Int)
    /// A place's windows are not finite, open after they close, or not sorted and disjoint.
    case invalidWindow(place: Int)
    /// The start time or the latest end is not a number or beyond ``TimeWindowSolver/maxTime``.
    case invalidTime
    /// An order to evaluate does not list every place exactly once.
    case notAPermutation

    public var description: String {
        switch self {
        case let .invalidCost(from, to):
            return "The cost from place \(from) to place \(to) is negative, too large or not a number."
        case let .indexOutOfRange(index):
            return "Place \(index) is not in the distance matrix."
        case let .invalidPosition(node, position):
            return "Place \(node) is locked at position \(position), which is out of range or already taken."
        case let .conflictingConstraint(node):
            return "Place \(node) is locked at a position that contradicts the route's fixed start or end."
        case let .countMismatch(places, stays, windowLists):
            return
                "The route has \(places) places but \(stays) stays and \(windowLists) window lists; give one of each per place."
        case let .invalidStay(place):
            return "The stay at place \(place) is negative, too long or not a number."
        case let .invalidWindow(place):
            return
                "The time windows of place \(place) are not finite, open after they close, or overlap or are out of order."
        case .invalidTime:
            return "The start time or the latest end of the route is not a number or out of range."
        case .notAPermutation:
            return "The order does not list every place exactly once."
        }
    }
}
