extension Timestamp {
    /// This instant moved by `milliseconds` (negative moves it back).
    public func adding(milliseconds: Int64) -> Timestamp {
        Timestamp(millisecondsSinceEpoch: millisecondsSinceEpoch &+ milliseconds)
    }

    /// The `updatedAt` a local edit records: now, or one millisecond after the previous value when
    /// that is later. Time only moves forward for a record, so an edit always wins a merge against
    /// the copy it replaced, even one stamped in the future by a machine with a wrong clock.
    public static func edit(now: Timestamp, previous: Timestamp?) -> Timestamp {
        guard let previous else { return now }
        return max(now, previous.adding(milliseconds: 1))
    }
}

extension Trip {
    /// The latest `updatedAt` of the trip, its stops and its expenses.
    public var latestUpdate: Timestamp {
        let parts = stops.map(\.updatedAt) + expenses.map(\.updatedAt)
        return parts.reduce(updatedAt) { max($0, $1) }
    }

    /// This trip as a local edit of `stored` records it: every stop and expense that differs from
    /// its stored version, and the trip itself when anything differs, gets
    /// ``Timestamp/edit(now:previous:)``. Records new to the trip keep the stamp they were given.
    /// - Parameters:
    ///   - stored: the trip as it is stored, or nil for a new trip.
    ///   - now: the edit's time.
    public func stampedAsEdit(of stored: Trip?, now: Timestamp) -> Trip {
        guard let stored else { return self }
        var trip = self
        let storedStops = Dictionary(stored.stops.map { ($0.id, $0) }) { first, _ in first }
        for index in trip.stops.indices {
            guard let previous = storedStops[trip.stops[index].id], previous != trip.stops[index] else { continue }
            trip.stops[index].updatedAt = .edit(now: now, previous: previous.updatedAt)
        }
        let storedExpenses = Dictionary(stored.expenses.map { ($0.id, $0) }) { first, _ in first }
        for index in trip.expenses.indices {
            guard let previous = storedExpenses[trip.expenses[index].id], previous != trip.expenses[index]
            else { continue }
            trip.expenses[index].updatedAt = .edit(now: now, previous: previous.updatedAt)
        }
        if trip != stored { trip.updatedAt = .edit(now: now, previous: stored.updatedAt) }
        return trip
    }
}
