/// A run of free places in slots `lo...hi` of one gap, to be put into gap `into` before slot `at`
/// (`at` one past the gap's last slot puts it at the gap's end; `at == lo` puts it where a run
/// taken out of its own gap leaves a hole), reversed or not.
struct Transfer {
    var lo: Int
    var hi: Int
    var at: Int
    var into: Int
    var reversed: Bool

    var length: Int { hi - lo + 1 }
}

/// Moving runs of free places between gaps without anything else shifting: as long as every gap
/// loses as many places as it gains, each locked place stays at its index.
extension LockedTour {
    /// Takes `runs` out and puts each in at its spot; returns the first slot that changed, for
    /// ``refresh(from:)``. The runs must not overlap, no spot may be inside or beside another run
    /// (but for the hole one leaves), and each gap must keep its count.
    @discardableResult
    mutating func transfer(_ runs: [Transfer]) -> Int {
        guard let lo = runs.map({ min($0.lo, $0.at) }).min(), let hi = runs.map({ max($0.hi, $0.at - 1) }).max()
        else { return slots.count }
        // Runs going to the same slot boundary go in gap order: the end of one gap comes before
        // the start of the next.
        let arriving = runs.sorted { ($0.at, $0.into) < ($1.at, $1.into) }
        var placed: [Int] = []
        placed.reserveCapacity(hi - lo + 1)
        var next = 0
        for k in lo...(hi + 1) {
            while next < arriving.count, arriving[next].at == k {
                let run = arriving[next]
                for offset in 0..<run.length { placed.append(free(run.reversed ? run.hi - offset : run.lo + offset)) }
                next += 1
            }
            if k <= hi, !runs.contains(where: { $0.lo <= k && k <= $0.hi }) { placed.append(free(k)) }
        }
        assert(placed.count == hi - lo + 1, "a transfer must leave every gap its count")
        for (offset, node) in placed.enumerated() where free(lo + offset) != node { put(node, at: lo + offset) }
        return lo
    }
}
