/// Double relocation for ``ConstrainedSearch``: a run of free places moves into another gap next to
/// a candidate neighbour, and a run as long from that gap moves back into the first one.
///
/// Each gap between locks holds a fixed number of places, so a relocation that would pay on the
/// route with the locks ignored is only allowed together with one in the other direction. The other
/// moves make that second relocation only beside a lock (Or-opt across a lock shifts the places next
/// to it) or into the first run's old slots (exchange); here it may go anywhere in the gap, next to
/// a candidate neighbour of either of its ends, and nothing else shifts.
extension ConstrainedSearch {
    /// Moves a run of 1–3 free places with `a` at one end next to `c` in another gap, if some run as
    /// long there can go back into `a`'s gap so that together they make the sequence shorter.
    func doubleRelocation(_ tour: inout Tour, _ a: Int, _ c: Int) -> Improvement? {
        let s = tour.slot(of: a)
        guard s >= 0, tour.gaps.count >= 2 else { return nil }
        let home = tour.gapOf[unchecked: s]
        // The same for both sides of `c`; found once, and only when one of them is in another gap.
        var candidates: [(lo: Int, hi: Int)]?
        for side in 0..<2 {
            let after = side == 0
            guard let (at, gap) = spot(tour, beside: c, after: after), gap != home else { continue }
            let (x, y) = ends(tour, at: at, gap: gap)
            let runs = candidates ?? runs(tour, from: s)
            candidates = runs
            for (lo, hi) in runs {
                let startsAtA = lo == s
                // Turned so that `a` touches `c`.
                let out = Transfer(lo: lo, hi: hi, at: at, into: gap, reversed: startsAtA != after)
                let change = insertion(tour, out, between: x, y) - removalGain(tour, lo, hi)
                // Only a relocation that pays by itself: the one back rarely pays as well.
                guard change < -epsilon else { continue }
                let back = bestReturn(tour, from: out.into, avoiding: out.at, into: home, hole: out, change: change)
                if let found = back.map({ ($0.change, [out, $0.run]) })
                    ?? cyclicTransfer(tour, out, home: home, change: change)
                {
                    let touched = found.1.flatMap { surroundings(tour, $0) } + [a, c]
                    let first = tour.transfer(found.1)
                    tour.refresh(from: first)
                    return (found.0, touched)
                }
            }
        }
        return nil
    }

    /// Runs within one gap with slot `s` at one end: 1–3 places, and longer ones whose far end lies
    /// next to where a candidate neighbour of the place beside `s` is, so that closing the hole
    /// joins two near places (as in ``segmentInsertion(_:_:_:)``).
    private func runs(_ tour: Tour, from s: Int) -> [(lo: Int, hi: Int)] {
        let range = tour.gaps[unchecked: tour.gapOf[unchecked: s]]
        var found: [(lo: Int, hi: Int)] = []
        for length in 1...3 {
            if s + length - 1 <= range.upperBound { found.append((s, s + length - 1)) }
            if length > 1, s - length + 1 >= range.lowerBound { found.append((s - length + 1, s)) }
        }
        let i = tour.slots[unchecked: s]
        let before = tour.order[unchecked: i - 1]
        let after = tour.node(at: i + 1)
        for j in 0..<min(3, neighborCount) {
            let u = tour.slot(of: neighbor(before, j))
            if u > s + 3, u - 1 <= range.upperBound { found.append((s, u - 1)) }
            let v = tour.slot(of: neighbor(after, j))
            if v >= 0, v < s - 3, v + 1 >= range.lowerBound { found.append((v + 1, s)) }
        }
        return found
    }

    /// The run as long as `out` in `gap` that, moved into `home` (into the hole `out` leaves, or next
    /// to a candidate neighbour of one of its ends), makes the total cost change (`change` so far)
    /// least, if that is negative. The run must leave the places on either side of slot boundary
    /// `taken`, where another run arrives in `gap`, where they are.
    func bestReturn(
        _ tour: Tour, from gap: Int, avoiding taken: Int, into home: Int, hole out: Transfer, change: Double
    ) -> (change: Double, run: Transfer)? {
        let length = out.length
        let range = tour.gaps[unchecked: gap]
        guard range.count >= length else { return nil }
        let hole = (tour.place(before: out.lo), tour.place(after: out.hi))
        var best: (change: Double, run: Transfer)?
        func consider(_ run: Transfer, _ base: Double, between x: Int, _ y: Int) {
            let total = base + insertion(tour, run, between: x, y)
            if total < (best?.change ?? -epsilon) { best = (total, run) }
        }
        let starts = runStarts(tour, in: range, length: length, near: hole.0, hole.1)
        for index in 0..<starts.count {
            let lo = starts.start(index)
            let hi = lo + length - 1
            guard taken < lo || taken > hi + 1 else { continue }
            let base = change - removalGain(tour, lo, hi)
            // Counted loops rather than literal arrays: this runs for every run of a gap.
            for turn in 0..<(length > 1 ? 2 : 1) {
                let run = Transfer(lo: lo, hi: hi, at: out.lo, into: home, reversed: turn == 1)
                consider(run, base, between: hole.0, hole.1)
            }
            for endIndex in 0..<(length > 1 ? 2 : 1) {
                let end = endIndex == 0 ? lo : hi
                let node = tour.free(end)
                for k in 0..<min(5, neighborCount) {
                    let z = neighbor(node, k)
                    for side in 0..<2 {
                        let after = side == 0
                        // Beside `z` in the home gap, away from `out`, turned so that `node` touches `z`.
                        guard let (at, gap) = spot(tour, beside: z, after: after), gap == home,
                            at < out.lo || at > out.hi + 1
                        else { continue }
                        let (x, y) = ends(tour, at: at, gap: home)
                        let run = Transfer(lo: lo, hi: hi, at: at, into: home, reversed: (end == lo) != after)
                        consider(run, base, between: x, y)
                    }
                }
            }
        }
        return best
    }

    /// Where a run goes to sit right after (or right before) `c`: the slot to put it in before and
    /// that slot's gap, or `nil` if a locked place is on that side of a locked `c`.
    func spot(_ tour: Tour, beside c: Int, after: Bool) -> (at: Int, gap: Int)? {
        let t = tour.slot(of: c)
        if t >= 0 { return (after ? t + 1 : t, tour.gapOf[unchecked: t]) }
        let p = tour.position[unchecked: c]
        if after {
            let k = tour.slotOf[unchecked: (p + 1) % tour.count]
            return k >= 0 ? (k, tour.gapOf[unchecked: k]) : nil
        }
        let k = tour.slotOf[unchecked: (p - 1 + tour.count) % tour.count]
        return k >= 0 ? (k + 1, tour.gapOf[unchecked: k]) : nil
    }

    /// The places on either side of where a run put in before slot `at` of `gap` goes.
    func ends(_ tour: Tour, at: Int, gap: Int) -> (Int, Int) {
        let last = tour.gaps[unchecked: gap].upperBound
        let p = at <= last ? tour.slots[unchecked: at] : tour.slots[unchecked: last] + 1
        return (tour.order[unchecked: p - 1], tour.node(at: p))
    }

    /// What taking slots `lo...hi` (within one gap) out saves: their edges in and out less the edge
    /// that closes the hole.
    func removalGain(_ tour: Tour, _ lo: Int, _ hi: Int) -> Double {
        let p = tour.place(before: lo)
        let n = tour.place(after: hi)
        return cost(p, tour.free(lo)) + cost(tour.free(hi), n) - cost(p, n)
    }

    /// What putting `run` between `x` and `y` costs, including turning it round on asymmetric costs.
    func insertion(_ tour: Tour, _ run: Transfer, between x: Int, _ y: Int) -> Double {
        let (lo, hi) = (run.lo, run.hi)
        let first = tour.free(run.reversed ? hi : lo)
        let last = tour.free(run.reversed ? lo : hi)
        let turn =
            run.reversed
            ? (tour.prefix.backward[unchecked: hi] - tour.prefix.backward[unchecked: lo])
                - (tour.prefix.forward[unchecked: hi] - tour.prefix.forward[unchecked: lo]) : 0
        return cost(x, first) + cost(last, y) - cost(x, y) + turn
    }

    /// The places whose edges moving `run` changes: its ends, its old and its new neighbours.
    func surroundings(_ tour: Tour, _ run: Transfer) -> [Int] {
        let (x, y) = ends(tour, at: run.at, gap: run.into)
        return [
            tour.free(run.lo), tour.free(run.hi), tour.place(before: run.lo), tour.place(after: run.hi), x, y,
        ]
    }
}
