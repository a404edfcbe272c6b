/// The improving moves of ``ConstrainedSearch``. All work on the free sequence (see ``LockedTour``):
/// each tries to put a free place next to a candidate neighbour, the *anchor*, and returns the cost
/// change and the places to look at again, or `nil` when no such move helps.
extension ConstrainedSearch {
    typealias Improvement = (delta: Double, touched: [Int])

    /// First improving move that brings `a` next to one of its candidate neighbours, or, when `a`
    /// is locked, one of them next to `a`.
    func improve(_ tour: inout Tour, around a: Int) -> Improvement? {
        let isFree = tour.slot(of: a) >= 0
        let i = tour.position[unchecked: a]
        // Every move here adds an edge at `a`; one no shorter than both edges `a` has now rarely pays
        // (the usual 2-opt pruning), and the lists are sorted, so the rest can be skipped.
        let limit = max(
            cost(tour.order[unchecked: (i + tour.count - 1) % tour.count], a), cost(a, tour.node(at: i + 1)))
        for k in 0..<neighborCount {
            let c = neighbor(a, k)
            if cost(a, c) >= limit && cost(c, a) >= limit { break }
            var found: Improvement?
            if isFree {
                found =
                    twoOpt(&tour, a, c) ?? orOpt(&tour, a, anchor: c) ?? exchange(&tour, a, anchor: c)
                    ?? pairedRelocation(&tour, a, c) ?? segmentInsertion(&tour, a, c)
                    ?? doubleRelocation(&tour, a, c)
            } else if tour.slot(of: c) >= 0 {
                found = orOpt(&tour, c, anchor: a) ?? exchange(&tour, c, anchor: a)
            }
            if let found { return found }
        }
        return nil
    }

    /// Reverses the free places between `a` and `c` (either 2-opt variant); the stretch may span
    /// locked places, which stay where they are.
    private func twoOpt(_ tour: inout Tour, _ a: Int, _ c: Int) -> Improvement? {
        let s = tour.slot(of: a)
        let t = tour.slot(of: c)
        guard t >= 0 else { return nil }
        // Two spans, counted rather than listed: an array here was allocated on every candidate.
        for option in 0..<2 {
            let (lo, hi) = t > s ? (s + 1 - option, t - option) : (t + option, s - 1 + option)
            guard hi > lo else { continue }
            if let delta = attempt(&tour, lo, Piece.reversal(lo, hi), { $0.reverse(lo, hi) }) {
                return (delta, around(tour, [lo...hi]))
            }
        }
        return nil
    }

    /// Moves the 1–3 free places starting at `a` to just after or before `anchor`, in either
    /// direction; the free places between shift along, across any locked places.
    private func orOpt(_ tour: inout Tour, _ a: Int, anchor: Int) -> Improvement? {
        let s = tour.slot(of: a)
        let t = tour.slot(of: anchor)
        let m = tour.slots.count
        guard m >= 2 else { return nil }
        for length in 1...min(3, m - 1) {
            let end = s + length - 1
            guard end < m, t < s || t > end else { return nil }
            // Where the segment starts once moved: beside an unlocked anchor, which shifts when the
            // segment passes it, or beside a locked one, which does not.
            let after =
                t < 0 ? tour.slotsBefore[unchecked: tour.position[unchecked: anchor]] : (t > s ? t - length + 1 : t + 1)
            for option in 0..<2 {
                let g = option == 0 ? after : after - (t >= 0 ? 1 : length)
                guard g >= 0, g + length <= m, g != s else { continue }
                let lo = min(s, g)
                let hi = max(end, g + length - 1)
                for turn in 0..<(length > 1 ? 2 : 1) {
                    let flip = turn == 1
                    let move: (inout Tour) -> Void = { tour in
                        tour.rotate(lo, hi, length: length, toBack: g > s)
                        if flip { tour.reverse(g, g + length - 1) }
                    }
                    let pieces = Piece.rotation(lo, hi, length: length, toBack: g > s, flip: flip)
                    if let delta = attempt(&tour, lo, pieces, move) { return (delta, around(tour, [lo...hi])) }
                }
            }
        }
        return nil
    }

    /// Exchanges the 1–3 free places starting at `a` with as many just after or before `anchor`:
    /// places change gaps this way without anything else shifting.
    private func exchange(_ tour: inout Tour, _ a: Int, anchor: Int) -> Improvement? {
        let s = tour.slot(of: a)
        let t = tour.slot(of: anchor)
        let m = tour.slots.count
        let after = t >= 0 ? t + 1 : tour.slotsBefore[unchecked: tour.position[unchecked: anchor]]
        for length in 1...3 {
            let end = s + length - 1
            guard end < m else { return nil }
            // After the anchor the segment keeps its direction so `a` touches it; before, it is reversed.
            for side in 0..<2 {
                let flipOwn = side == 1
                let other = flipOwn ? after - 1 - length + (t >= 0 ? 0 : 1) : after
                let otherEnd = other + length - 1
                guard other >= 0, otherEnd < m, otherEnd < s || other > end else { continue }
                for turn in 0..<(length > 1 ? 2 : 1) {
                    let flipOther = turn == 1
                    let move: (inout Tour) -> Void = {
                        $0.exchange(s, other, length: length, reverseAtA: flipOther, reverseAtB: flipOwn)
                    }
                    let (lo, pieces) = Piece.exchange(
                        s, other, length: length, reverseAtA: flipOther, reverseAtB: flipOwn)
                    if let delta = attempt(&tour, lo, pieces, move) {
                        return (delta, around(tour, [s...end, other...otherEnd]) + [a, anchor])
                    }
                }
            }
        }
        return nil
    }

    /// Moves `a` next to `c` while a place `y` close to where `a` was takes `a`'s slot; the free
    /// places between `y` and `c` shift by one.
    private func pairedRelocation(_ tour: inout Tour, _ a: Int, _ c: Int) -> Improvement? {
        let s = tour.slot(of: a)
        let t = tour.slot(of: c)
        guard t >= 0 else { return nil }
        let i = tour.position[unchecked: a]
        for sideIndex in 0..<2 {
            let side = sideIndex == 0 ? tour.order[unchecked: i - 1] : tour.node(at: i + 1)
            for k in 0..<min(3, neighborCount) {
                let y = neighbor(side, k)
                let u = tour.slot(of: y)
                guard u >= 0, y != c, u != s else { continue }
                // The slots to rotate, and whether `a` starts at the front and moves to the back.
                let toBack = u < t
                for option in 0..<2 {
                    let (lo, hi) = toBack ? (u, t - option) : (t + 1 - option, u)
                    guard lo <= hi, s < lo || s > hi else { continue }
                    let move: (inout Tour) -> Void = { tour in
                        tour.put(y, at: s)
                        tour.put(a, at: u)
                        tour.rotate(lo, hi, length: 1, toBack: toBack)
                    }
                    let (first, pieces) = relocation(s, u, lo, hi, toBack: toBack)
                    if let delta = attempt(&tour, first, pieces, move) {
                        return (delta, around(tour, [s...s, lo...hi]) + [a, y])
                    }
                }
            }
        }
        return nil
    }

    /// Pieces of a paired relocation: `y` from slot `u` into slot `s`, and slots `lo...hi` (which
    /// start or end at `u`) shifted by one with `a` from slot `s` at their other end.
    private func relocation(_ s: Int, _ u: Int, _ lo: Int, _ hi: Int, toBack: Bool) -> (Int, Pieces) {
        let shifted = Piece(length: hi - lo, source: toBack ? lo + 1 : lo, reversed: false)
        let moved = Piece(length: 1, source: s, reversed: false)
        let filler = Piece(length: 1, source: u, reversed: false)
        if s < lo {
            let middle = Piece(length: lo - s - 1, source: s + 1, reversed: false)
            return (s, toBack ? Pieces(filler, middle, shifted, moved) : Pieces(filler, middle, moved, shifted))
        }
        let middle = Piece(length: s - hi - 1, source: hi + 1, reversed: false)
        return (lo, toBack ? Pieces(shifted, moved, middle, filler) : Pieces(moved, shifted, middle, filler))
    }
}
