extension Array {
    /// The element at `index`, read without the bounds check that optimized builds make on every
    /// subscript. Debug builds still check it, so the tests do.
    ///
    /// Only for reads in the innermost loops of the route search, where every index comes from the
    /// solver's own bookkeeping (node numbers, slots, positions, gaps, neighbour lists), never from
    /// input: the cost table's lookups and the locked search's pricing of moves. Writes keep their
    /// checks, so an index gone wrong there still stops the program instead of corrupting memory.
    /// In those loops the checks, and the overflow checks on the index arithmetic, kept
    /// `LockedTour.delta` from being inlined into the moves that price with it (see
    /// ``ConstrainedSearch`` for what leaving them out saved).
    @inline(__always) subscript(unchecked index: Int) -> Element {
        #if DEBUG
            precondition(index >= 0 && index < count, "index \(index) is outside 0..<\(count)")
        #endif
        return withUnsafeBufferPointer { $0[index] }
    }
}
