/// Cyclic transfers for ``ConstrainedSearch``: runs move around three gaps at once.
///
/// With several locks, the gap a run should go to may have nothing that belongs in the run's own
/// gap, while a third gap has: the run goes in, a run as long moves on from there into the third
/// gap, and one from the third comes back. Every gap keeps its count.
extension ConstrainedSearch {
    /// The first cycle that starts with `out` (from `home`, costing `change`), moves a run as long on
    /// from `out`'s new gap next to a candidate neighbour in a third one, and brings one back from
    /// there into `home`, if it makes the sequence shorter; the cycle's cost change and its runs.
    func cyclicTransfer(_ tour: Tour, _ out: Transfer, home: Int, change: Double)
        -> (change: Double, runs: [Transfer])?
    {
        guard tour.gaps.count >= 3 else { return nil }
        let length = out.length
        let range = tour.gaps[unchecked: out.into]
        guard range.count >= length else { return nil }
        let arrival = ends(tour, at: out.at, gap: out.into)
        let starts = runStarts(tour, in: range, length: length, near: arrival.0, arrival.1)
        for index in 0..<starts.count {
            let lo = starts.start(index)
            let hi = lo + length - 1
            // `out` arrives between two places of this gap, neither of which may leave.
            guard out.at < lo || out.at > hi + 1 else { continue }
            let base = change - removalGain(tour, lo, hi)
            for endIndex in 0..<(length > 1 ? 2 : 1) {
                let end = endIndex == 0 ? lo : hi
                let node = tour.free(end)
                for k in 0..<min(3, neighborCount) {
                    let z = neighbor(node, k)
                    for side in 0..<2 {
                        let after = side == 0
                        guard let (at, gap) = spot(tour, beside: z, after: after), gap != home, gap != out.into
                        else { continue }
                        let (x, y) = ends(tour, at: at, gap: gap)
                        let next = Transfer(lo: lo, hi: hi, at: at, into: gap, reversed: (end == lo) != after)
                        let partial = base + insertion(tour, next, between: x, y)
                        // As in Lin–Kernighan, a chain is followed only while it gains so far. (Asking
                        // the second relocation to pay by itself, as the first does, made rounds
                        // cheaper but routes longer.)
                        guard partial < -epsilon else { continue }
                        if let back = bestReturn(tour, from: gap, avoiding: at, into: home, hole: out, change: partial)
                        {
                            return (back.change, [out, next, back.run])
                        }
                    }
                }
            }
        }
        return nil
    }
}
