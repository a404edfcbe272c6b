import TripGeo

/// Searches which day each stop goes on, each day ordered by ``TimedDayCosts``, for the best
/// ``TimedCost`` over all days: every assignment when there are few, else descent from the given seeds
/// (moving one stop to another day, swapping two) followed by rounds of small random kicks.
///
/// Pinned stops never change day; every day keeps its stop count within its bounds. Deterministic for a
/// given seed unless the deadline of ``TimedDayCosts`` ends the search.
struct TimedDaySearch {
    struct State {
        /// Visit indices per 0-based day.
        var days: [[Int]]
        var dayCosts: [TimedCost]
        var score: TimedCost
    }

    /// Days while the search compares them, and days solved as well as they can be (for every assignment).
    let quick: TimedDayCosts
    let exact: TimedDayCosts
    let bounds: [ClosedRange<Int>]
    /// Pinned visit → its 0-based day.
    let pinnedDays: [Int: Int]
    let balancesLength: Bool
    let seed: UInt64
    /// Kick-and-descend rounds after the first descent.
    let rounds: Int

    /// Stops swapped with one another: each with its nearest ones by travel time.
    static let swapNeighbours = 6

    /// Up to this many assignments are all tried, which makes small plans optimal (tests lower it to
    /// check the search alone).
    var exhaustiveLimit = TimedDaySplit.exhaustiveLimit

    /// The best state reached from `seeds` (each day's visit indices), or by trying every assignment when few.
    func run(seeds: [[[Int]]]) throws(RouteError) -> State? {
        let free = (0..<quick.problem.visits.count).filter { pinnedDays[$0] == nil }
        if let exhaustive = try everyAssignment(free: free) { return exhaustive }
        let neighbours = nearest(free)
        var best: State?
        for seed in seeds where seed.indices.allSatisfy({ bounds[$0].contains(seed[$0].count) }) {
            var state = try state(seed)
            try descend(&state, free: free, neighbours: neighbours)
            if best.map({ state.score.isBetter(than: $0.score) }) ?? true { best = state }
        }
        guard var current = best else { return nil }
        var random = SplitMix64(seed: seed)
        for _ in 0..<rounds where !quick.isPastDeadline {
            var candidate = current
            try kick(&candidate, free: free, random: &random)
            try descend(&candidate, free: free, neighbours: neighbours)
            if candidate.score.isBetter(than: current.score) { current = candidate }
        }
        return current
    }

    func state(_ days: [[Int]], costs: TimedDayCosts? = nil) throws(RouteError) -> State {
        var dayCosts: [TimedCost] = []
        for (day, stops) in days.enumerated() { dayCosts.append(try (costs ?? quick).day(day, stops).cost) }
        return State(days: days, dayCosts: dayCosts, score: score(dayCosts))
    }

    /// The plan's cost: the days' costs summed, with ``DayPlanner``'s length penalty applied to travel
    /// time when balancing by length.
    func score(_ dayCosts: [TimedCost]) -> TimedCost {
        var total = dayCosts.reduce(TimedCost(), +)
        guard balancesLength, !dayCosts.isEmpty else { return total }
        let mean = total.travel / Double(dayCosts.count)
        let allowed = DayPlanner.distanceTolerance * mean
        let excess = dayCosts.reduce(0) { $0 + max(0, abs($1.travel - mean) - allowed) }
        total.travel += DayPlanner.distancePenaltyWeight * excess
        return total
    }

    /// Every assignment of the free stops within the bounds, when there are at most `exhaustiveLimit`.
    private func everyAssignment(free: [Int]) throws(RouteError) -> State? {
        let dayCount = bounds.count
        var assignments = 1
        for _ in free {
            assignments *= dayCount
            if assignments > exhaustiveLimit { return nil }
        }
        var days = (0..<dayCount).map { day in
            (0..<quick.problem.visits.count).filter { pinnedDays[$0] == day }
        }
        var best: State?
        func place(_ next: Int) throws(RouteError) {
            if quick.isPastDeadline { return }
            guard next < free.count else {
                guard days.indices.allSatisfy({ bounds[$0].contains(days[$0].count) }) else { return }
                let state = try self.state(days, costs: exact)
                if best.map({ state.score.isBetter(than: $0.score) }) ?? true { best = state }
                return
            }
            for day in days.indices where days[day].count < bounds[day].upperBound {
                days[day].append(free[next])
                try place(next + 1)
                days[day].removeLast()
            }
        }
        try place(0)
        return best
    }

    /// Moves and swaps that lower the score, first found first, until none is left.
    private func descend(_ state: inout State, free: [Int], neighbours: [Int: [Int]]) throws(RouteError) {
        var passes = 0
        while passes < 100, !quick.isPastDeadline {
            passes += 1
            // Not `||`: its autoclosure would lose the typed throw.
            if try relocate(&state, free: free) { continue }
            guard try swap(&state, free: free, neighbours: neighbours) else { return }
        }
    }

    private func relocate(_ state: inout State, free: [Int]) throws(RouteError) -> Bool {
        var improved = false
        // The deadline is checked per stop too: a pass over hundreds of stops is long.
        for stop in free where !quick.isPastDeadline {
            guard let from = state.days.firstIndex(where: { $0.contains(stop) }) else { continue }
            guard state.days[from].count > bounds[from].lowerBound else { continue }
            for to in state.days.indices where to != from && state.days[to].count < bounds[to].upperBound {
                var days = state.days
                days[from].removeAll { $0 == stop }
                days[to].append(stop)
                if try accept(days, changed: [from, to], into: &state) {
                    improved = true
                    break
                }
            }
        }
        return improved
    }

    private func swap(_ state: inout State, free: [Int], neighbours: [Int: [Int]]) throws(RouteError) -> Bool {
        var improved = false
        for a in free where !quick.isPastDeadline {
            for b in neighbours[a] ?? [] {
                guard let dayA = state.days.firstIndex(where: { $0.contains(a) }),
                    let dayB = state.days.firstIndex(where: { $0.contains(b) }), dayA != dayB
                else { continue }
                var days = state.days
                days[dayA] = days[dayA].map { $0 == a ? b : $0 }
                days[dayB] = days[dayB].map { $0 == b ? a : $0 }
                if try accept(days, changed: [dayA, dayB], into: &state) { improved = true }
            }
        }
        return improved
    }

    /// Takes `days` into `state` when they score better; only the `changed` days are solved again.
    private func accept(_ days: [[Int]], changed: [Int], into state: inout State) throws(RouteError) -> Bool {
        var dayCosts = state.dayCosts
        for day in changed { dayCosts[day] = try quick.day(day, days[day]).cost }
        let score = score(dayCosts)
        guard score.isBetter(than: state.score) else { return false }
        state = State(days: days, dayCosts: dayCosts, score: score)
        return true
    }

    /// Each free stop's nearest free stops, by travel time either way: swapping far-apart stops rarely helps.
    private func nearest(_ free: [Int]) -> [Int: [Int]] {
        var neighbours: [Int: [Int]] = [:]
        for a in free {
            let others = free.filter { $0 != a }.sorted { b, c in
                let (left, right) = (quick.problem.seconds(a, b), quick.problem.seconds(a, c))
                return left != right ? left < right : b < c
            }
            neighbours[a] = Array(others.prefix(Self.swapNeighbours))
        }
        return neighbours
    }

    /// Moves two or three free stops to other days, within the bounds.
    private func kick(_ state: inout State, free: [Int], random: inout SplitMix64) throws(RouteError) {
        guard !free.isEmpty, state.days.count > 1 else { return }
        var days = state.days
        var changed = Set<Int>()
        for _ in 0..<(2 + Int(random.next() % 2)) {
            let stop = free[Int(random.next() % UInt64(free.count))]
            let to = Int(random.next() % UInt64(days.count))
            guard let from = days.firstIndex(where: { $0.contains(stop) }), from != to,
                days[from].count > bounds[from].lowerBound, days[to].count < bounds[to].upperBound
            else { continue }
            days[from].removeAll { $0 == stop }
            days[to].append(stop)
            changed.formUnion([from, to])
        }
        var dayCosts = state.dayCosts
        for day in changed.sorted() { dayCosts[day] = try quick.day(day, days[day]).cost }
        state = State(days: days, dayCosts: dayCosts, score: score(dayCosts))
    }
}
