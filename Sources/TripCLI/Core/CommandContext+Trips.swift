import Foundation
import TripModel
import TripStore

/// Resolving which trip and stop a command means.
extension CommandContext {
    /// The trip `reference` names, or the current trip when it is nil.
    /// - Throws: ``StoreError/noCurrentTrip`` when no trip is named and none is under way.
    func resolveTrip(_ reference: String?, in transaction: Transaction) throws -> TripSummary {
        if let reference { return try transaction.trips.find(reference) }
        guard let current = try transaction.trips.current() else { throw StoreError.noCurrentTrip }
        return current
    }

    /// The whole trip `reference` names (or the current trip).
    func loadTrip(_ reference: String?, in transaction: Transaction) throws -> Trip {
        let summary = try resolveTrip(reference, in: transaction)
        guard let trip = try transaction.trips.trip(id: summary.id) else {
            throw StoreError.tripNotFound(summary.label)
        }
        return trip
    }

    /// The stop of `trip` that `reference` names.
    func resolveStop(_ reference: String, in trip: Trip) throws -> Stop {
        switch trip.stop(matching: reference) {
        case .found(let stop): return stop
        case .notFound: throw StoreError.stopNotFound(reference, trip: trip.name)
        case .ambiguous(let stops):
            throw StoreError.ambiguousStop(reference, candidates: stops.map { "\($0.position). \($0.name)" })
        }
    }
}
