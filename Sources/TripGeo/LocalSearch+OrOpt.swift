extension TourSearch {
    /// Tries to move the segment of `length` nodes that starts at `s` between two adjacent nodes
    /// elsewhere, next to a candidate neighbour of one of its ends (Or-opt).
    mutating func orOpt(first s: Int, length: Int) -> Bool {
        let start = tour.pos(s)
        let e = tour.node(at: start + length - 1)
        let p = tour.prev(s)
        let n = tour.next(e)
        let gain = d(p, s) + d(e, n) - d(p, n)
        guard gain > epsilon else { return false }
        let move = OrOptSegment(start: start, length: length, first: s, last: e, gain: gain)
        for k in 0..<neighborCount {
            let nearS = Int(neighbors[s * neighborCount + k])
            let nearE = Int(neighbors[e * neighborCount + k])
            let closeS = d(nearS, s) < gain
            let closeE = d(e, nearE) < gain
            if !closeS && !closeE { break }
            if closeS {
                // nearS → s … e → next, or (symmetric) prev → e … s → nearS.
                if tryInsert(move, after: nearS, reversed: false) { return true }
                if symmetric, tryInsert(move, after: tour.prev(nearS), reversed: true) { return true }
            }
            if closeE {
                if tryInsert(move, after: tour.prev(nearE), reversed: false) { return true }
                if symmetric, tryInsert(move, after: nearE, reversed: true) { return true }
            }
        }
        return false
    }

    private mutating func tryInsert(_ move: OrOptSegment, after u: Int, reversed: Bool) -> Bool {
        // u and its successor must both lie outside the segment.
        let offset = tour.distance(from: move.start, to: tour.pos(u))
        guard offset >= move.length, offset != count - 1 else { return false }
        let v = tour.next(u)
        let s = move.first
        let e = move.last
        let added = reversed ? d(u, e) + d(s, v) - d(u, v) : d(u, s) + d(e, v) - d(u, v)
        let delta = added - move.gain
        guard delta < -epsilon else { return false }
        let p = tour.prev(s)
        let n = tour.next(e)
        tour.moveSegment(start: move.start, length: move.length, after: u, reversed: reversed)
        length += delta
        push(s)
        push(e)
        push(p)
        push(n)
        push(u)
        push(v)
        return true
    }
}

/// A run of consecutive tour nodes considered for an Or-opt move.
struct OrOptSegment {
    let start: Int
    let length: Int
    let first: Int
    let last: Int
    /// What removing the segment and joining its neighbours saves.
    let gain: Double
}
