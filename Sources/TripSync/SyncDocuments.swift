import Foundation
import TripBackup
import TripModel

/// Trip documents in and out of the sync repository: the bytes of a backup's `trips/<uuid>.json`,
/// and validation of every document read back, since a remote is written by others.
enum SyncDocuments {
    static func path(_ id: UUID) -> String { BackupLayout.tripPath(id) }

    /// The trip id a path names, or nil for anything that is not a trip document.
    static func tripID(_ path: String) -> UUID? {
        if case .trip(let id)? = BackupLayout.kind(of: path) { return id }
        return nil
    }

    static func encode(_ trip: Trip) throws -> Data {
        try BackupDocuments.tripDocument(trip)
    }

    /// Decodes and validates a document; its id must match its path.
    static func decode(_ data: Data, path: String) throws -> Trip {
        let trip: Trip
        do {
            trip = try TripDocumentCoding.decoder().decode(Trip.self, from: data)
        } catch {
            throw SyncError.invalidDocument(path: path, reason: TripDocumentCoding.describe(error))
        }
        guard tripID(path) == trip.id else {
            throw SyncError.invalidDocument(path: path, reason: localized("sync.id-not-name", ["id": trip.id]))
        }
        return trip
    }

    static func tree(_ data: Data, path: String) throws -> JSONValue {
        do {
            return try TripDocumentCoding.decoder().decode(JSONValue.self, from: data)
        } catch {
            throw SyncError.invalidDocument(path: path, reason: TripDocumentCoding.describe(error))
        }
    }
}
