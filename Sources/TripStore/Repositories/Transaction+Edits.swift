public import TripModel

/// Saving a trip the user edited on this machine.
extension Transaction {
    /// Stores `trip` as an edit of the stored trip with the same id: the trip and every stop and
    /// expense that changed get an `updatedAt` no earlier than this transaction's time and always
    /// later than the stored one (``Trip/stampedAsEdit(of:now:)``), so an edit is never older
    /// than what it replaced. Restores and imports, which keep the source's stamps, use `save`.
    /// - Returns: the trip as stored.
    /// - Throws: what ``TripRepository/save(_:)`` throws.
    @discardableResult
    public func saveEdit(_ trip: Trip) throws -> Trip {
        let stamped = trip.stampedAsEdit(of: try trips.trip(id: trip.id), now: now)
        try trips.save(stamped)
        return stamped
    }
}
