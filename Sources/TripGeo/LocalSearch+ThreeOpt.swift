extension TourSearch {
    /// Sequential 3-opt in Lin–Kernighan form (symmetric costs only), evaluated without touching the tour.
    ///
    /// Step 1 removes (t1, t2), adds (t2, t3), removes (t3, t4); closing with (t4, t1) is a 2-opt move.
    /// Step 2 looks one flip further: as if t2…t4 were already reversed, remove (t1, t4), add (t4, t5),
    /// remove (t5, t6) and close with (t6, t1). The successor function of the virtually flipped tour
    /// is computed from positions, so only improving moves are ever applied (one or two flips).
    mutating func threeOpt(_ t1: Int) -> Bool {
        for direction in 0..<2 {
            let forward = direction == 0
            let t2 = forward ? tour.next(t1) : tour.prev(t1)
            let g0 = d(t1, t2)
            for k in 0..<neighborCount {
                let t3 = Int(neighbors[t2 * neighborCount + k])
                let g1 = g0 - d(t2, t3)
                if g1 <= epsilon { break }
                let t4 = forward ? tour.prev(t3) : tour.next(t3)
                if t3 == t1 || t4 == t2 || t3 == t2 { continue }
                let gain1 = g1 + d(t3, t4)
                if gain1 - d(t4, t1) > epsilon {
                    flip(t1: t1, t2: t2, t4: t4, forward: forward)
                    finish(gain: gain1 - d(t4, t1), touched: t1, t2, t3, t4)
                    return true
                }
                if secondStep(t1: t1, t2: t2, t3: t3, t4: t4, forward: forward, gain: gain1) { return true }
            }
        }
        return false
    }

    private mutating func secondStep(t1: Int, t2: Int, t3: Int, t4: Int, forward: Bool, gain: Double) -> Bool {
        let segment =
            forward
            ? tour.distance(from: tour.pos(t2), to: tour.pos(t4))
            : tour.distance(from: tour.pos(t4), to: tour.pos(t2))
        for k in 0..<neighborCount {
            let t5 = Int(neighbors[t4 * neighborCount + k])
            let g2 = gain - d(t4, t5)
            if g2 <= epsilon { break }
            if t5 == t1 { continue }
            // Predecessor of t5 in the direction where t4 follows t1 once t2…t4 is reversed.
            let t6: Int
            if t5 == t3 {
                t6 = t2
            } else {
                let offset =
                    forward
                    ? tour.distance(from: tour.pos(t2), to: tour.pos(t5))
                    : tour.distance(from: tour.pos(t5), to: tour.pos(t2))
                let inside = offset <= segment
                t6 = inside == forward ? tour.next(t5) : tour.prev(t5)
            }
            if t6 == t4 { continue }
            let closing = g2 + d(t5, t6) - d(t6, t1)
            guard closing > epsilon else { continue }
            flip(t1: t1, t2: t2, t4: t4, forward: forward)
            let nextForward = tour.next(t1) == t4
            flip(t1: t1, t2: t4, t4: t6, forward: nextForward)
            finish(gain: closing, touched: t1, t2, t3, t4, t5, t6)
            return true
        }
        return false
    }

    /// Reverses t2…t4, where t2 follows t1 in direction `forward` and t4 precedes t3.
    private mutating func flip(t1: Int, t2: Int, t4: Int, forward: Bool) {
        if forward {
            tour.reverse(from: tour.pos(t2), to: tour.pos(t4), either: true)
        } else {
            tour.reverse(from: tour.pos(t4), to: tour.pos(t2), either: true)
        }
    }

    private mutating func finish(gain: Double, touched nodes: Int...) {
        length -= gain
        for node in nodes { push(node) }
    }
}
