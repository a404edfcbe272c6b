/// The heuristic for time-window routes: an earliest-deadline order, local descent, then rounds of small
/// random kicks followed by descent again (iterated local search).
///
/// Kicks move a few short runs of places a short way along the route: with windows, distant moves
/// almost always miss a window, while nearby ones keep the route close to feasible and still reach
/// orders the descent alone cannot. A kicked route is kept as the next starting point when it is no
/// worse than the best so far by more than a shrinking allowance on travel (feasibility is never traded
/// away), and the search returns to the best route after a run of rounds without progress.
struct TimeWindowSearch {
    let route: TimeWindowRoute
    let iterations: Int?
    let deadline: ContinuousClock.Instant
    let seed: UInt64

    /// Rounds without a new best after which the search restarts from the best route.
    static let patience = 60
    /// The largest relative travel allowance for accepting a worse route, at the start of the search.
    static let allowance = 0.02

    /// The best order found within the budget.
    func run() -> [Int] {
        var random = SplitMix64(seed: seed)
        var current = TimeWindowTour(route: route, order: initialOrder())
        current.descend(until: deadline)
        var best = current
        var schedule = SearchSchedule(iterations: iterations, deadline: deadline)
        var stale = 0
        while schedule.nextRound() {
            var candidate = current
            kick(&candidate, random: &random)
            candidate.descend(until: deadline)
            if candidate.total.isBetter(than: best.total) {
                best = candidate
                stale = 0
            } else {
                stale += 1
            }
            if accepts(candidate.total, current: current.total, best: best.total, progress: schedule.progress) {
                current = candidate
            }
            if stale > 0, stale % Self.patience == 0 { current = best }
        }
        return best.order
    }

    /// Free places by earliest deadline (the close of their last window; none last), in the free positions.
    func initialOrder() -> [Int] {
        let free = (0..<route.count).filter { !route.isPinned[$0] }
        let sorted = free.sorted { a, b in
            let keyA = route.windows[a].last.map { ($0.close, route.windows[a][0].open) } ?? (.infinity, .infinity)
            let keyB = route.windows[b].last.map { ($0.close, route.windows[b][0].open) } ?? (.infinity, .infinity)
            return keyA != keyB ? keyA < keyB : a < b
        }
        var next = sorted.makeIterator()
        return route.pinned.map { pinned in pinned ?? next.next() ?? 0 }
    }

    private func accepts(
        _ candidate: TimeWindowCost, current: TimeWindowCost, best: TimeWindowCost, progress: Double
    ) -> Bool {
        if candidate.isBetter(than: current) { return true }
        guard candidate.unserved == best.unserved, candidate.lateness <= best.lateness else { return false }
        guard best.unserved == 0 else { return !current.isBetter(than: candidate) }
        return candidate.travel <= best.travel * (1 + Self.allowance * (1 - progress))
    }

    /// Moves one to three short runs of places a few positions along the route, keeping pins in place.
    private func kick(_ tour: inout TimeWindowTour, random: inout SplitMix64) {
        let count = tour.order.count
        guard count > 3 else { return }
        let moves = 1 + random.below(3)
        for _ in 0..<moves {
            for _ in 0..<8 {
                let length = 1 + random.below(min(3, count - 1))
                let from = random.below(count - length + 1)
                let shift = 1 + random.below(min(count - length, 10))
                let to = random.below(2) == 0 ? from - shift : from + shift
                guard to >= 0, to + length <= count else { continue }
                let move = TimeWindowMove.relocate(from: from, length: length, to: to)
                let (lo, hi) = move.range
                guard tour.isFree(lo, hi) else { continue }
                tour.apply(move)
                break
            }
        }
    }
}
