public import Foundation
public import TripModel

/// The bytes of backup documents for other views of the same format (the sync repository).
public enum BackupDocuments {
    /// A trip's document exactly as a backup's `trips/<uuid>.json` holds it.
    public static func tripDocument(_ trip: Trip) throws -> Data {
        try TripDocumentWriter().encode(trip)
    }

    /// A whole-database section (`companions.json`, `bookmarks.json`, `search-history.json`) in the
    /// backup's JSON style, so the sync repository writes the bytes a backup would.
    public static func sectionDocument<Value: Encodable>(_ value: Value) throws -> Data {
        try TripJSON.document(value)
    }
}
