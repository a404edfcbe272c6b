import Foundation
import TripModel
import TripStore

/// `trip sync conflicts`: the losing values the merges kept, and taking one back.
public struct SyncConflicts {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Every kept conflict, oldest first.
    public func list() throws -> [SyncReport.Conflict] {
        try database.read { try $0.sync.conflicts() }.map { SyncReport.Conflict($0, id: $0.id) }
    }

    /// Puts `side`'s value of conflict `id` into the trip as a new local edit (the next sync carries it
    /// to the other machines) and forgets the conflict.
    /// - Returns: the trip's name.
    /// - Throws: ``SyncError/unknownConflict(_:)``; ``SyncError/invalidDocument(path:reason:)`` when the
    ///   value no longer fits the trip (the trip changed since).
    @discardableResult
    public func take(_ side: MergeSide, conflict id: Int64) throws -> String {
        try database.write { transaction in
            guard let stored = try transaction.sync.conflicts().first(where: { $0.id == id }) else {
                throw SyncError.unknownConflict(id)
            }
            let path = SyncDocuments.path(stored.tripID)
            let current = try transaction.trips.trip(id: stored.tripID)
            let tree = try current.map { try JSONValue(encoding: $0) }
            let value = stored.conflict.value(side)
            guard var replaced = tree?.replacing(at: stored.conflict.path, with: value, schema: .trip) ?? value else {
                // That side removed the trip.
                _ = try transaction.trips.delete(id: stored.tripID)
                try transaction.sync.removeConflict(id: id)
                return stored.tripName
            }
            if var members = replaced.objectValue {
                members["updatedAt"] = .string(transaction.now.description)
                replaced = .object(members)
            }
            let trip: Trip
            do {
                trip = try replaced.decode(Trip.self)
            } catch {
                throw SyncError.invalidDocument(path: path, reason: TripDocumentCoding.describe(error))
            }
            try transaction.trips.save(trip)
            try transaction.sync.removeConflict(id: id)
            return trip.name
        }
    }
}
