/// Descent to a local optimum of the lexicographic objective (missed places, lateness, travel): moves of
/// one to three consecutive places (Or-opt), reversals (2-opt) and exchanges of two places, taking the
/// first move that improves.
///
/// Moves reach at most ``reach`` positions away; beyond that, with windows, a move almost never helps
/// and scanning it would make a sweep quadratic in long routes.
extension TimeWindowTour {
    static let reach = 120
    static let longestSegment = 3

    /// Improves the tour until no move of the three kinds does, or `deadline` passes.
    mutating func descend(until deadline: ContinuousClock.Instant) {
        let clock = ContinuousClock()
        var improved = true
        while improved, clock.now < deadline {
            improved = relocateOnce() || exchangeOnce() || reverseOnce()
        }
    }

    /// Applies the first improving Or-opt move found; false when there is none.
    private mutating func relocateOnce() -> Bool {
        let count = order.count
        var improved = false
        for length in 1...Self.longestSegment {
            for from in 0..<max(0, count - length + 1) where isFree(from, from + length - 1) {
                let lower = max(0, from - Self.reach)
                let upper = min(count - length, from + Self.reach)
                guard lower <= upper else { continue }
                for to in lower...upper where to != from {
                    let move = TimeWindowMove.relocate(from: from, length: length, to: to)
                    let (lo, hi) = move.range
                    guard isFree(lo, hi), score(move) != nil else { continue }
                    apply(move)
                    improved = true
                    break
                }
            }
        }
        return improved
    }

    /// Applies improving exchanges of two places; false when there is none.
    private mutating func exchangeOnce() -> Bool {
        let count = order.count
        var improved = false
        for first in 0..<count where isFree(first, first) {
            for last in (first + 1)..<min(count, first + Self.reach + 1) where isFree(last, last) {
                let move = TimeWindowMove.swap(first: first, last: last)
                guard score(move) != nil else { continue }
                apply(move)
                improved = true
            }
        }
        return improved
    }

    /// Applies improving reversals of two or more places; false when there is none.
    private mutating func reverseOnce() -> Bool {
        let count = order.count
        var improved = false
        for first in 0..<max(0, count - 2) {
            for last in (first + 2)..<min(count, first + Self.reach + 1) {
                guard isFree(first, last) else { break }
                let move = TimeWindowMove.reverse(first: first, last: last)
                guard score(move) != nil else { continue }
                apply(move)
                improved = true
            }
        }
        return improved
    }
}
