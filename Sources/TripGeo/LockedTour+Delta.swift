/// A run of the rearranged free sequence: `length` places read from consecutive slots starting at
/// `source`, upward, or downward when `reversed`.
struct Piece {
    var length: Int
    var source: Int
    var reversed: Bool

    static let empty = Piece(length: 0, source: 0, reversed: false)
}

/// Up to four pieces in order, stored inline so that evaluating a move allocates nothing.
struct Pieces {
    private(set) var count = 0
    private var storage = (Piece.empty, Piece.empty, Piece.empty, Piece.empty)

    /// Appends `piece` unless it is empty.
    mutating func append(_ piece: Piece) {
        guard piece.length > 0 else { return }
        switch count {
        case 0: storage.0 = piece
        case 1: storage.1 = piece
        case 2: storage.2 = piece
        default: storage.3 = piece
        }
        count += 1
    }

    /// The piece at `index`, which must be below ``count``.
    subscript(index: Int) -> Piece {
        switch index {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        default: return storage.3
        }
    }

    /// How many slots the pieces fill.
    var length: Int { storage.0.length + storage.1.length + storage.2.length + storage.3.length }

    /// The non-empty ones of `a`, `b`, `c` and `d`, in that order.
    init(_ a: Piece, _ b: Piece = .empty, _ c: Piece = .empty, _ d: Piece = .empty) {
        append(a)
        append(b)
        append(c)
        append(d)
    }
}

/// Cost changes of rearrangements, computed without making them.
///
/// A move rewrites a run of slots as a few pieces of the current free sequence. Inside a piece the
/// free places keep their neighbours, so their edges are read off prefix sums; only the joins between
/// pieces and the edges next to locked places in the run need looking at. A move costs time
/// proportional to its pieces and the locked places it spans, not to its length, which matters
/// because Or-opt moves across a long gap shift hundreds of places.
extension LockedTour {
    /// Recomputes the prefix sums after the order changed at slot `first` or later.
    ///
    /// Every applied move and every undone kick ends here, so the sums are rewritten in place from the
    /// first changed slot on rather than rebuilt: on a 300-place route this was most of a round.
    mutating func refresh(from first: Int = 0) {
        let m = slots.count
        var forward = prefix.forward
        var backward = prefix.backward
        var along = prefix.along
        // Emptied so the arrays above are the only references and are written in place.
        prefix = Prefix()
        if forward.count != m || along.count != count + 1 {
            forward = [Double](repeating: 0, count: m)
            backward = forward
            along = [Double](repeating: 0, count: count + 1)
        }
        for k in max(1, first)..<max(1, m) {
            forward[k] = forward[k - 1] + cost(free(k - 1), free(k))
            backward[k] = backward[k - 1] + cost(free(k), free(k - 1))
        }
        // The edge into slot `first` leaves the position before it.
        let start = first == 0 || m == 0 ? 0 : slots[first] - 1
        for index in start..<count { along[index + 1] = along[index] + cost(order[index], node(at: index + 1)) }
        prefix = Prefix(forward: forward, backward: backward, along: along)
    }

    /// The cost of going from `a` to `b`.
    @inline(__always) func cost(_ a: Int, _ b: Int) -> Double { costs[a * count + b] }

    /// The place that slot `lo + offset` would hold after rewriting slots from `lo` as `pieces`.
    private func rewritten(_ pieces: Pieces, _ offset: Int) -> Int {
        var rest = offset
        for index in 0..<pieces.count {
            let piece = pieces[index]
            if rest < piece.length { return free(piece.reversed ? piece.source - rest : piece.source + rest) }
            rest -= piece.length
        }
        return -1
    }

    /// The cost change of rewriting slots `lo...` as `pieces` (which must permute the places there).
    func delta(_ lo: Int, _ pieces: Pieces) -> Double {
        let hi = lo + pieces.length - 1
        var total =
            cost(order[slots[lo] - 1], rewritten(pieces, 0)) + cost(rewritten(pieces, hi - lo), node(at: slots[hi] + 1))
        var previous = -1
        for index in 0..<pieces.count {
            let piece = pieces[index]
            let first = free(piece.source)
            if previous >= 0 { total += cost(previous, first) }
            let far = piece.reversed ? piece.source - piece.length + 1 : piece.source + piece.length - 1
            total +=
                piece.reversed
                ? prefix.backward[piece.source] - prefix.backward[far]
                : prefix.forward[far] - prefix.forward[piece.source]
            previous = free(far)
        }
        // Between slots that a run of locked places separates, the free-sequence edge is not a real
        // edge: swap it for the edges into and out of the locked run.
        for k in breaks where k >= lo && k < hi {
            let left = rewritten(pieces, k - lo)
            let right = rewritten(pieces, k + 1 - lo)
            let run = prefix.along[slots[k + 1] - 1] - prefix.along[slots[k] + 1]
            total +=
                cost(left, order[slots[k] + 1]) + run + cost(order[slots[k + 1] - 1], right) - cost(left, right)
        }
        return total - (prefix.along[slots[hi] + 1] - prefix.along[slots[lo] - 1])
    }
}

/// Prefix sums of a ``LockedTour``: of the free sequence's edges in each direction, and of the
/// edges leaving each position of the whole sequence.
struct Prefix {
    var forward: [Double] = []
    var backward: [Double] = []
    var along: [Double] = []
}

/// The pieces of the rearrangements ``LockedTour`` can make, for ``LockedTour/delta(_:_:)``.
extension Piece {
    /// ``LockedTour/reverse(_:_:)``.
    static func reversal(_ lo: Int, _ hi: Int) -> Pieces {
        Pieces(Piece(length: hi - lo + 1, source: hi, reversed: true))
    }

    /// ``LockedTour/rotate(_:_:length:toBack:)``, followed by reversing the moved segment if `flip`.
    static func rotation(_ lo: Int, _ hi: Int, length: Int, toBack: Bool, flip: Bool) -> Pieces {
        let rest = hi - lo + 1 - length
        if toBack {
            return Pieces(Piece(length: rest, source: lo + length, reversed: false), segment(lo, length, flip))
        }
        return Pieces(segment(hi - length + 1, length, flip), Piece(length: rest, source: lo, reversed: false))
    }

    /// ``LockedTour/exchange(_:_:length:reverseAtA:reverseAtB:)``, as pieces from the lower slot.
    static func exchange(_ a: Int, _ b: Int, length: Int, reverseAtA: Bool, reverseAtB: Bool) -> (Int, Pieces) {
        let lo = min(a, b)
        let hi = max(a, b)
        let atLo = a < b ? segment(b, length, reverseAtA) : segment(a, length, reverseAtB)
        let atHi = a < b ? segment(a, length, reverseAtB) : segment(b, length, reverseAtA)
        let middle = Piece(length: hi - lo - length, source: lo + length, reversed: false)
        return (lo, Pieces(atLo, middle, atHi))
    }

    /// The `length` places from slot `start`, read backwards if `reversed`.
    static func segment(_ start: Int, _ length: Int, _ reversed: Bool) -> Piece {
        Piece(length: length, source: reversed ? start + length - 1 : start, reversed: reversed)
    }
}
