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
    var length: Int { storage.0.length &+ storage.1.length &+ storage.2.length &+ storage.3.length }

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
    /// Recomputes the prefix sums after the order changed in slots `first...last` (to the end when
    /// `last` is `nil`).
    ///
    /// Every applied move and every undone kick ends here, so the sums are rewritten in place rather
    /// than rebuilt: on a 300-place route this was most of a round. Past the changed slots every sum
    /// moves by the same amount, which is added rather than summed again edge by edge.
    mutating func refresh(from first: Int = 0, through last: Int? = nil) {
        let m = slots.count
        var forward = prefix.forward
        var backward = prefix.backward
        var along = prefix.along
        // Emptied so the arrays above are the only references and are written in place.
        prefix = Prefix()
        var first = first
        var last = last
        if forward.count != m || along.count != count + 1 {
            forward = [Double](repeating: 0, count: m)
            backward = forward
            along = [Double](repeating: 0, count: count + 1)
            (first, last) = (0, nil)
        }
        // The free-sequence edge into the slot after the changed ones changed as well.
        let through = min(m - 1, (last ?? m) + 1)
        if through >= 1 {
            let (oldForward, oldBackward) = (forward[through], backward[through])
            for k in stride(from: max(1, first), through: through, by: 1) {
                forward[k] = forward[k - 1] + cost(free(k - 1), free(k))
                backward[k] = backward[k - 1] + cost(free(k), free(k - 1))
            }
            let (moveForward, moveBackward) = (forward[through] - oldForward, backward[through] - oldBackward)
            Self.add(moveForward, to: &forward, in: (through + 1)..<m)
            Self.add(moveBackward, to: &backward, in: (through + 1)..<m)
        }
        // The edge into slot `first` leaves the position before it; the edge out of slot `last` is
        // the last one that changed.
        let start = first == 0 || m == 0 ? 0 : slots[first] - 1
        let stop = last.map { slots[$0] + 1 } ?? count
        let oldAlong = along[stop]
        for index in start..<stop { along[index + 1] = along[index] + cost(order[index], node(at: index + 1)) }
        let moveAlong = along[stop] - oldAlong
        Self.add(moveAlong, to: &along, in: (stop + 1)..<(count + 1))
        prefix = Prefix(forward: forward, backward: backward, along: along)
    }

    /// Adds `amount` to `values[range]`. The range is checked once, not every element, so the loop
    /// is a plain one the compiler vectorizes: it shifts the sums past every applied move.
    private static func add(_ amount: Double, to values: inout [Double], in range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= values.count, "sums out of range")
        values.withUnsafeMutableBufferPointer { buffer in
            for index in range { buffer[index] += amount }
        }
    }

    /// The cost of going from `a` to `b`.
    @inline(__always) func cost(_ a: Int, _ b: Int) -> Double { costs.d(a, b) }

    /// The cost change of rewriting slots `lo...` as `pieces` (which must permute the places there).
    ///
    /// Runs on every move tried, so it walks the pieces once, and the breaks in the run alongside
    /// them, without building the rewritten run. Its reads skip the bounds checks and its slot
    /// arithmetic wraps (`&+`) instead of checking for overflow: slots are offsets into one sequence,
    /// and with the checks this function was too large to be inlined into the moves (see
    /// ``Swift/Array/subscript(unchecked:)``).
    func delta(_ lo: Int, _ pieces: Pieces) -> Double {
        let hi = lo &+ pieces.length &- 1
        var total = 0.0
        var previous = place(before: lo)
        for index in 0..<pieces.count {
            let piece = pieces[index]
            total += cost(previous, free(piece.source))
            let far = piece.reversed ? piece.source &- piece.length &+ 1 : piece.source &+ piece.length &- 1
            total +=
                piece.reversed
                ? prefix.backward[unchecked: piece.source] - prefix.backward[unchecked: far]
                : prefix.forward[unchecked: far] - prefix.forward[unchecked: piece.source]
            previous = free(far)
        }
        total += cost(previous, place(after: hi))
        // Most moves stay within one gap, where no locked place needs looking at.
        if gapOf[unchecked: lo] != gapOf[unchecked: hi] { total += breakCorrection(lo, hi, pieces) }
        return total
            - (prefix.along[unchecked: slots[unchecked: hi] &+ 1] - prefix.along[unchecked: slots[unchecked: lo] &- 1])
    }

    /// Between slots that a run of locked places separates, the free-sequence edge that ``delta(_:_:)``
    /// counted is not a real edge: what swapping it for the edges into and out of the locked run
    /// changes, over the breaks inside slots `lo...hi` rewritten as `pieces`.
    private func breakCorrection(_ lo: Int, _ hi: Int, _ pieces: Pieces) -> Double {
        var total = 0.0
        // `pieces[index]` starts at offset `start` of the run; both only move forward, as the breaks do.
        var index = 0
        var start = 0
        func rewritten(_ offset: Int) -> Int {
            while offset &- start >= pieces[index].length {
                start &+= pieces[index].length
                index &+= 1
            }
            let piece = pieces[index]
            let rest = offset &- start
            return free(piece.reversed ? piece.source &- rest : piece.source &+ rest)
        }
        // The runs inside the move are those after the gaps from `lo`'s up to `hi`'s: the run after
        // gap g follows its last slot. Counting them from there, not from the first run, matters
        // when there are hundreds of locks.
        for run in gapOf[unchecked: lo]..<gapOf[unchecked: hi] {
            let locked = lockedRuns[unchecked: run]
            let k = locked.slot
            let left = rewritten(k &- lo)
            let right = rewritten(k &+ 1 &- lo)
            total += cost(left, locked.first) + locked.cost + cost(locked.last, right) - cost(left, right)
        }
        return total
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
