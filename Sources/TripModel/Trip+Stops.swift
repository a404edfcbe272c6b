public import Foundation

/// Editing a trip's stops while keeping positions 1…n contiguous.
extension Trip {
    /// Inserts `stop` at 1-based `position` (appends when nil) and renumbers the stops after it.
    /// - Throws: ``ModelError/positionOutOfRange`` when `position` is outside 1…count+1.
    public mutating func insertStop(_ stop: Stop, at position: Int? = nil, now: Timestamp) throws {
        let target = position ?? stops.count + 1
        guard (1...stops.count + 1).contains(target) else {
            throw ModelError.positionOutOfRange(target, validRange: 1...stops.count + 1)
        }
        guard stops.count < TripRules.maximumStops else { throw ModelError.tooManyStops(TripRules.maximumStops) }
        var inserted = stop
        inserted.updatedAt = now
        stops.insert(inserted, at: target - 1)
        renumberStops(now: now)
    }

    /// Removes the stop with `id` and closes the gap it leaves.
    @discardableResult
    public mutating func removeStop(id: UUID, now: Timestamp) -> Stop? {
        guard let index = stops.firstIndex(where: { $0.id == id }) else { return nil }
        let removed = stops.remove(at: index)
        renumberStops(now: now)
        updatedAt = now
        return removed
    }

    /// Moves the stop with `id` to 1-based `position`.
    /// - Throws: ``ModelError/positionOutOfRange`` when `position` is outside 1…count.
    public mutating func moveStop(id: UUID, to position: Int, now: Timestamp) throws {
        guard (1...max(1, stops.count)).contains(position) else {
            throw ModelError.positionOutOfRange(position, validRange: 1...max(1, stops.count))
        }
        guard let index = stops.firstIndex(where: { $0.id == id }) else { return }
        let stop = stops.remove(at: index)
        stops.insert(stop, at: position - 1)
        renumberStops(now: now)
    }

    /// Puts the stops in the order of `ids` (a permutation of the current ids).
    public mutating func reorderStops(_ ids: [UUID], now: Timestamp) throws {
        let byId = Dictionary(uniqueKeysWithValues: stops.map { ($0.id, $0) })
        guard ids.count == stops.count, Set(ids) == Set(byId.keys) else { throw ModelError.notAPermutation }
        stops = ids.compactMap { byId[$0] }
        renumberStops(now: now)
    }

    /// Sets every stop's position to its index + 1, stamping the ones that changed.
    public mutating func renumberStops(now: Timestamp) {
        for index in stops.indices where stops[index].position != index + 1 {
            stops[index].position = index + 1
            stops[index].updatedAt = now
        }
        updatedAt = now
    }
}
