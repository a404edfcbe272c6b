/// The improvement phase of ``DayPlanner``: moves and swaps of stops between days, each accepted
/// when it lowers the score (total length, plus the balance penalty in distance mode), repeated after
/// random kicks. Days are re-ordered by ``DayTour`` after every accepted move.
struct DaySearch {
    /// Stops per day, in visiting order, and each day's length.
    struct State: Equatable {
        var days: [[Int]]
        var lengths: [Double]
    }

    let tour: DayTour
    let ends: [DayEnds]
    /// Matrix index → whether the stop is pinned to its day.
    let pinned: Set<Int>
    let bounds: [ClosedRange<Int>]
    let balance: DayBalance
    /// Each stop's nearest other stops (matrix index → indices): swaps only pair a stop with these, which
    /// keeps a sweep near-linear in the number of stops; far-apart swaps rarely pay.
    let neighbours: [Int: [Int]]

    /// The `count` nearest stops of every stop, ties broken by index so the lists are deterministic.
    static func neighbours(of stops: [Int], tour: DayTour, count: Int = 12) -> [Int: [Int]] {
        var lists: [Int: [Int]] = [:]
        for stop in stops {
            let distance = { (other: Int) in tour.cost(stop, other) + tour.cost(other, stop) }
            let others = stops.filter { $0 != stop }.sorted { (distance($0), $0) < (distance($1), $1) }
            lists[stop] = Array(others.prefix(count))
        }
        return lists
    }

    /// A state for `days`, each re-ordered by the descent.
    func state(_ days: [[Int]]) -> State {
        let ordered = days.indices.map { tour.improve(days[$0], ends[$0]) }
        return State(days: ordered, lengths: ordered.indices.map { tour.length(ordered[$0], ends[$0]) })
    }

    /// What the search minimises: the total, plus the penalty for unbalanced lengths in distance mode.
    func score(_ lengths: [Double]) -> Double {
        let total = lengths.reduce(0, +)
        guard balance == .distance, !lengths.isEmpty else { return total }
        let mean = total / Double(lengths.count)
        let allowed = DayPlanner.distanceTolerance * mean
        let excess = lengths.reduce(0) { $0 + max(0, abs($1 - mean) - allowed) }
        return total + DayPlanner.distancePenaltyWeight * excess
    }

    /// Iterated improvement: kick the current state, descend, and walk on when the result is within
    /// ``DayPlanner/walkAllowance`` of the best score (record-to-record travel, so the search can leave a
    /// local optimum).
    /// - Returns: The best state ever seen, and whether the deadline cut the rounds short.
    func iterate(from start: State, rounds: Int, seed: UInt64, deadline: ContinuousClock.Instant)
        -> (state: State, timedOut: Bool)
    {
        var best = start
        var bestScore = score(best.lengths)
        var current = start
        var random = SplitMix64(seed: seed)
        for _ in 0..<rounds {
            guard ContinuousClock.now < deadline else { return (best, true) }
            var candidate = current
            if random.index(below: 4) != 0 {
                ruinAndRecreate(&candidate, &random)
            } else {
                for _ in 0..<(1 + random.index(below: 3)) { kick(&candidate, &random) }
            }
            descend(&candidate, changedSince: current)
            let candidateScore = score(candidate.lengths)
            if candidateScore < bestScore * (1 + DayPlanner.walkAllowance) { current = candidate }
            if candidateScore < bestScore - 1e-7 {
                best = candidate
                bestScore = candidateScore
            }
        }
        return (best, false)
    }

    /// A random move (or swap, when the bounds forbid the move) of an unpinned stop to another day.
    private func kick(_ state: inout State, _ random: inout SplitMix64) {
        guard state.days.count > 1 else { return }
        let from = random.index(below: state.days.count)
        let movable = state.days[from].indices.filter { !pinned.contains(state.days[from][$0]) }
        guard !movable.isEmpty else { return }
        let index = movable[random.index(below: movable.count)]
        let to = (from + 1 + random.index(below: state.days.count - 1)) % state.days.count
        var days = state.days
        let stop = days[from].remove(at: index)
        if state.days[from].count > bounds[from].lowerBound, state.days[to].count < bounds[to].upperBound {
            days[to] = tour.inserting(stop, into: days[to], ends[to])
        } else {
            let partners = days[to].indices.filter { !pinned.contains(days[to][$0]) }
            guard !partners.isEmpty else { return }
            let partner = days[to].remove(at: partners[random.index(below: partners.count)])
            days[to] = tour.inserting(stop, into: days[to], ends[to])
            days[from] = tour.inserting(partner, into: days[from], ends[from])
        }
        commit(days, changed: [from, to], to: &state)
    }

    /// Stores `days` when, re-ordered and re-measured, they lower the score. The moves rank candidates
    /// by insertion costs, which a day with ranked stops may not reach once its ranks are respected.
    /// - Returns: true when `state` changed.
    func commitIfBetter(_ days: [[Int]], changed: [Int], to state: inout State) -> Bool {
        var trial = state
        commit(days, changed: changed, to: &trial)
        guard score(trial.lengths) < score(state.lengths) - 1e-7 else { return false }
        state = trial
        return true
    }

    /// Stores `days`, re-ordering and re-measuring the days that changed.
    func commit(_ days: [[Int]], changed: [Int], to state: inout State) {
        state.days = days
        for day in changed {
            state.days[day] = tour.improve(days[day], ends[day])
            state.lengths[day] = tour.length(state.days[day], ends[day])
        }
    }
}

extension SplitMix64 {
    /// A uniformly distributed index in `0..<bound`; `bound` must be positive.
    mutating func index(below bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}
