/// The perturbations of ``ConstrainedSearch``; like its moves they permute free places among slots,
/// so no locked place ever moves.
extension ConstrainedSearch {
    /// Perturbs the free sequence around a random slot; returns the cost change and adds the places
    /// whose surroundings changed to `touched`.
    func kick(_ tour: inout Tour, rng: inout SplitMix64, touched: inout [Int]) -> Double {
        let m = tour.slots.count
        let s = rng.below(m)
        // Mostly local kicks, which local search repairs cheaply; now and then a swap of two places
        // anywhere, which changes which part of the route serves which area.
        switch rng.below(10) {
        case 0:
            let t = rng.below(m)
            guard s != t else { return 0 }
            let (lo, hi) = (min(s, t), max(s, t))
            touched += around(tour, [lo...lo, hi...hi])
            let (first, pieces) = Piece.exchange(lo, hi, length: 1, reverseAtA: false, reverseAtB: false)
            return apply(&tour, first, pieces) { $0.exchange(lo, hi, length: 1, reverseAtA: false, reverseAtB: false) }
        case 1...3:
            if let change = nearbyExchange(&tour, at: s, rng: &rng, touched: &touched) { return change }
            return blockSwap(&tour, at: s, rng: &rng, touched: &touched)
        case 4...7:
            if let change = doubleBridge(&tour, at: s, rng: &rng, touched: &touched) { return change }
            return blockSwap(&tour, at: s, rng: &rng, touched: &touched)
        default:
            return blockSwap(&tour, at: s, rng: &rng, touched: &touched)
        }
    }

    /// Cuts the free sequence after three places close in space (the one in slot `s` and candidate
    /// neighbours of it) and swaps the two runs between the cuts: a double bridge that rearranges
    /// one neighbourhood even when the route passes it at very different times.
    private func doubleBridge(_ tour: inout Tour, at s: Int, rng: inout SplitMix64, touched: inout [Int])
        -> Double?
    {
        let k = min(5, neighborCount)
        let c1 = tour.free(s)
        let c2 = neighbor(c1, rng.below(k))
        let c3 = neighbor(rng.below(2) == 0 ? c1 : c2, rng.below(k))
        let cuts = [s, tour.slot(of: c2), tour.slot(of: c3)].sorted()
        guard cuts[0] >= 0, cuts[0] < cuts[1], cuts[1] < cuts[2] else { return nil }
        let (lo, hi, first) = (cuts[0] + 1, cuts[2], cuts[1] - cuts[0])
        let pieces = Piece.rotation(lo, hi, length: first, toBack: true, flip: false)
        let change = apply(&tour, lo, pieces) { $0.rotate(lo, hi, length: first, toBack: true) }
        touched += around(tour, [lo...hi]) + around(tour, [(hi - first + 1)...(hi - first + 1)])
        return change
    }

    /// Exchanges the 1–3 free places starting at slot `s` with as many next to a near neighbour.
    private func nearbyExchange(_ tour: inout Tour, at s: Int, rng: inout SplitMix64, touched: inout [Int])
        -> Double?
    {
        let c = neighbor(tour.free(s), rng.below(min(5, neighborCount)))
        let t = tour.slot(of: c)
        let m = tour.slots.count
        let length = 1 + rng.below(3)
        let after = t >= 0 ? t + 1 : tour.slotsBefore[tour.position[c]]
        let other = rng.below(2) == 0 ? after : after - length
        let end = s + length - 1
        let otherEnd = other + length - 1
        guard end < m, other >= 0, otherEnd < m, otherEnd < s || other > end else { return nil }
        let flips = (rng.below(2) == 0, rng.below(2) == 0)
        let (lo, pieces) = Piece.exchange(s, other, length: length, reverseAtA: flips.0, reverseAtB: flips.1)
        let change = apply(&tour, lo, pieces) {
            $0.exchange(s, other, length: length, reverseAtA: flips.0, reverseAtB: flips.1)
        }
        touched += around(tour, [s...end, other...otherEnd])
        return change
    }

    /// Swaps two adjacent runs of up to 30 free places starting at slot `s` (a double bridge, which
    /// 2-opt and Or-opt cannot undo in one move).
    func blockSwap(_ tour: inout Tour, at s: Int, rng: inout SplitMix64, touched: inout [Int]) -> Double {
        let m = tour.slots.count
        guard m - s >= 2 else { return 0 }
        let first = 1 + rng.below(min(30, m - s - 1))
        let second = 1 + rng.below(min(30, m - s - first))
        let end = s + first + second - 1
        let pieces = Piece.rotation(s, end, length: first, toBack: true, flip: false)
        let change = apply(&tour, s, pieces) { $0.rotate(s, end, length: first, toBack: true) }
        touched += around(tour, [s...end])
        return change
    }

    /// Reverses or shifts a random run of free places that spans a locked place, so that different
    /// places come before and after it; returns the cost change. Without a lock inside the free
    /// sequence, swaps two long runs instead.
    func scatter(_ tour: inout Tour, rng: inout SplitMix64, touched: inout [Int]) -> Double {
        let m = tour.slots.count
        guard m >= 4 else { return 0 }
        let runs = tour.lockedRuns
        guard !runs.isEmpty else { return blockSwap(&tour, at: rng.below(m - 1), rng: &rng, touched: &touched) }
        let k = runs[rng.below(runs.count)].slot
        let reach = max(2, m / 3)
        let lo = max(0, k - rng.below(reach))
        let hi = min(m - 1, k + 1 + rng.below(reach))
        touched += around(tour, [lo...hi])
        if rng.below(2) == 0 || hi - lo < 2 {
            return apply(&tour, lo, Piece.reversal(lo, hi)) { $0.reverse(lo, hi) }
        }
        let length = 1 + rng.below(hi - lo)
        let toBack = rng.below(2) == 0
        let pieces = Piece.rotation(lo, hi, length: length, toBack: toBack, flip: false)
        return apply(&tour, lo, pieces) { $0.rotate(lo, hi, length: length, toBack: toBack) }
    }
}
