/// The lexicographic objective of a time-window route: places missed, then lateness, then travel.
///
/// Every component only grows as a route is walked from its start, so a partial route whose cost is
/// already not better than a complete one can be abandoned (see ``TimeWindowRoute``).
struct TimeWindowCost: Sendable {
    /// Places reached after their last window closed, plus one when the route ends after the latest end.
    var unserved: Int
    /// Summed time by which those places (and the end) were missed.
    var lateness: Double
    /// Summed travel time.
    var travel: Double

    static let zero = TimeWindowCost(unserved: 0, lateness: 0, travel: 0)
    static let worst = TimeWindowCost(unserved: .max, lateness: .infinity, travel: .infinity)

    /// Whether `self` is strictly better than `other`, ignoring differences that only rounding could cause.
    ///
    /// Sums taken in another order differ in their last bits; without a tolerance a search could take
    /// such a "gain" forever.
    func isBetter(than other: TimeWindowCost) -> Bool {
        if unserved != other.unserved { return unserved < other.unserved }
        let lateTolerance = 1e-9 * max(1, abs(other.lateness))
        if lateness < other.lateness - lateTolerance { return true }
        if lateness > other.lateness + lateTolerance { return false }
        return travel < other.travel - 1e-9 * max(1, abs(other.travel))
    }

    /// Adds the lateness of one place or of the end; a positive value counts as one miss.
    mutating func addLateness(_ late: Double) {
        guard late > 0 else { return }
        unserved += 1
        lateness += late
    }
}
