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
            if stored.tripID == SyncSection.conflictTripID, let section = SyncSection(rawValue: stored.tripName) {
                try take(side, of: stored, in: section, transaction)
                return section.path
            }
            if stored.tripID == SyncSection.conflictTripID, let chunk = SpotChunk(path: stored.tripName) {
                try take(side, of: stored, in: chunk, transaction)
                return chunk.path
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

    /// Puts one side's record or field back into a section (a companion, a bookmark, a search).
    private func take(_ side: MergeSide, of stored: StoredConflict, in section: SyncSection, _ transaction: Transaction)
        throws
    {
        let current = try section.export(transaction)
        let items = try current.map { try SyncDocuments.tree($0, path: section.path) } ?? .array([])
        let replaced = JSONValue.object(["items": items]).replacing(
            at: stored.conflict.path, with: stored.conflict.value(side), schema: .records(idKey: section.idKey))
        let document: Data
        do {
            document = try TripDocumentCoding.encoder().encode(replaced?.objectValue?["items"] ?? .array([]))
        } catch {
            throw SyncError.invalidDocument(path: section.path, reason: "\(error)")
        }
        try section.apply(try section.canonical(document), transaction)
        try transaction.sync.removeConflict(id: stored.id)
    }

    /// Puts one side's spot or spot field back into a piece of the catalog, stamped as a new local
    /// edit so the next sync carries it to the other machines.
    private func take(_ side: MergeSide, of stored: StoredConflict, in chunk: SpotChunk, _ transaction: Transaction)
        throws
    {
        let current = try chunk.export(transaction)
        let items = try current.map { try SyncDocuments.tree($0, path: chunk.path) } ?? .array([])
        let replaced = JSONValue.object(["items": items]).replacing(
            at: stored.conflict.path, with: stored.conflict.value(side), schema: .records(idKey: "id"))
        let document = try chunk.document(fromItems: replaced?.objectValue?["items"])
        var spots = try document.map { try chunk.spots($0) } ?? []
        let here = try transaction.spots.spots(idPrefix: chunk.prefix)
        let before = Dictionary(here.map { ($0.id, $0) }) { first, _ in first }
        for index in spots.indices where before[spots[index].id] != spots[index] {
            spots[index].updatedAt = max(
                transaction.now,
                Timestamp(millisecondsSinceEpoch: spots[index].updatedAt.millisecondsSinceEpoch + 1))
        }
        _ = try chunk.apply(spots, transaction)
        try transaction.sync.removeConflict(id: stored.id)
    }
}
