public import Foundation
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

/// Saving what a long computation (a route search, a day plan) made of a trip's stops.
extension Transaction {
    /// Applies `edit` to the stored trip `id` and saves it as an edit, but only while its stops still
    /// equal `stops`: the computation ran outside any transaction, so it never held the database's write
    /// lock, and someone may have changed the trip meanwhile. Checking inside this transaction makes the
    /// check and the write one step.
    /// - Returns: false, writing nothing, when the trip is gone or its stops changed.
    /// - Throws: what `edit` or ``saveEdit(_:)`` throws.
    public func saveStops(of id: UUID, ifUnchangedFrom stops: [Stop], _ edit: (inout Trip) throws -> Void) throws
        -> Bool
    {
        guard var trip = try trips.trip(id: id), trip.stops == stops else { return false }
        try edit(&trip)
        try saveEdit(trip)
        return true
    }
}
