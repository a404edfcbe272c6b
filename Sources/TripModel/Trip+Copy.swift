public import Foundation

extension Trip {
    /// A second trip with the same plan under new ids: what `trip copy` stores.
    ///
    /// Stops and expenses get new ids, and a day's lodging taken from a stop points at the copy of that
    /// stop, so editing or removing one trip's stops never touches the other. Companions keep theirs:
    /// they are shared across trips by name (see ``Companion``). The copy is a plan again, made `now`.
    /// - Parameters:
    ///   - newID: called once for the trip and once for each stop and expense.
    ///   - withExpenses: false leaves the copy without expenses (a plan reused, not a trip re-lived).
    public func copy(
        named name: String, at now: Timestamp, withExpenses: Bool = true, newID: () -> UUID
    ) -> Trip {
        var copy = self
        copy.id = newID()
        copy.name = name
        copy.status = .planning
        copy.finishedAt = nil
        copy.createdAt = now
        copy.updatedAt = now
        var stopIDs: [UUID: UUID] = [:]
        for index in copy.stops.indices {
            let id = newID()
            stopIDs[copy.stops[index].id] = id
            copy.stops[index].id = id
            copy.stops[index].updatedAt = now
        }
        for index in copy.days.indices {
            if let stopID = copy.days[index].lodging?.stopId {
                // A lodging whose stop is gone keeps its copied coordinate and simply names no stop.
                copy.days[index].lodging?.stopId = stopIDs[stopID]
            }
        }
        if withExpenses {
            for index in copy.expenses.indices {
                copy.expenses[index].id = newID()
                copy.expenses[index].updatedAt = now
            }
        } else {
            copy.expenses = []
        }
        return copy
    }
}
