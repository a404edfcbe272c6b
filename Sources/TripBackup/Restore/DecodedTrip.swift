import Foundation
import TripModel

/// A trip document decoded and checked against its entry name, with the notes decoding made.
///
/// Depends on nothing but the entry, so it may be made on any thread (see ``EntryReadAhead``).
struct DecodedTrip: Sendable {
    let trip: Trip
    /// People who paid but had been removed, brought back as companions (``CompanionsBroughtBack``).
    let notes: [String]

    /// Decodes `entry`, the document of trip `id`.
    /// - Throws: `BackupError` naming `file`, the entry and the field.
    init(_ entry: ArchiveEntry, id: UUID, file: String) throws {
        let log = CompanionsBroughtBack()
        // The fast reader takes the common document; the rest, and every error, go through Foundation.
        let trip =
            try TripDocumentReader.decode(entry.data)
            ?? JSONDocument.decode(Trip.self, from: entry.data, file: file, entry: entry.path, noting: log)
        guard trip.id == id else {
            throw BackupError.invalidData(
                file: file, entry: entry.path, field: "id",
                reason: localized("backup.id-not-entry", ["id": trip.id.lowercasedString]))
        }
        self.trip = trip
        notes = log.entries.map(\.note)
    }
}
