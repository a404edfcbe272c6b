/// Segment insertion (Or-3opt) for ``ConstrainedSearch``: a run of free places of any length moves
/// next to a candidate neighbour, the places between shifting along across any locks.
///
/// Or-opt moves runs of up to 3 places; which places fill the gap between two locks changes only
/// a few at a time that way, each step usually longer than the last. Moving a whole stretch of
/// nearby places into another gap, while as many flow back across the locks between, is one move
/// here, and it is priced from prefix sums as cheaply as a short one.
extension ConstrainedSearch {
    /// Moves a run that starts at `a` to just after `c`, or one that ends at `a` to just before `c`;
    /// the run's other end is chosen so that the place next to where the run was joins a candidate
    /// neighbour of what it was next to.
    func segmentInsertion(_ tour: inout Tour, _ a: Int, _ c: Int) -> Improvement? {
        let s = tour.slot(of: a)
        let t = tour.slot(of: c)
        guard s >= 0, t >= 0, s != t else { return nil }
        let i = tour.position[unchecked: a]
        let before = tour.order[unchecked: i - 1]
        let after = tour.node(at: i + 1)
        for j in 0..<min(5, neighborCount) {
            // The run is slots s...u − 1 and goes right after `c`; the place in slot u follows `before`.
            let u = tour.slot(of: neighbor(before, j))
            if u > s + 1 {
                let length = u - s
                if t >= u, let found = shift(&tour, s, t, length: length, toBack: true, (a, c, before)) {
                    return found
                }
                if t < s, let found = shift(&tour, t + 1, u - 1, length: length, toBack: false, (a, c, before)) {
                    return found
                }
            }
            // The run is slots v + 1...s and goes right before `c`; the place in slot v precedes `after`.
            let v = tour.slot(of: neighbor(after, j))
            if v >= 0, v < s - 1 {
                let length = s - v
                if t > s, let found = shift(&tour, v + 1, t - 1, length: length, toBack: true, (a, c, after)) {
                    return found
                }
                if t <= v, let found = shift(&tour, t, s, length: length, toBack: false, (a, c, after)) {
                    return found
                }
            }
        }
        return nil
    }

    /// Rotates slots `lo...hi` by `length` (the run at the front to the back, or the back to the
    /// front), the moved run reversed or not, if that is shorter.
    private func shift(
        _ tour: inout Tour, _ lo: Int, _ hi: Int, length: Int, toBack: Bool, _ extra: (Int, Int, Int)
    ) -> Improvement? {
        guard lo < hi, length > 0, length <= hi - lo else { return nil }
        let g = toBack ? hi - length + 1 : lo
        for turn in 0..<2 {
            let flip = turn == 1
            let move: (inout Tour) -> Void = { tour in
                tour.rotate(lo, hi, length: length, toBack: toBack)
                if flip { tour.reverse(g, g + length - 1) }
            }
            let pieces = Piece.rotation(lo, hi, length: length, toBack: toBack, flip: flip)
            if let delta = attempt(&tour, lo, pieces, move) {
                return (delta, around(tour, [lo...hi, g...(g + length - 1)]) + [extra.0, extra.1, extra.2])
            }
        }
        return nil
    }
}
