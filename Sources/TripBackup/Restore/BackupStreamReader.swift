import Foundation
import TripModel

/// One record read from a v1 backup.
public enum BackupItem {
    /// A trip document, decoded and checked against its entry name.
    case trip(Trip)
    /// A whole-database section (`companions.json`, `spots.json`…), still as JSON.
    case section(name: String, data: Data)
}

/// Reads a v1 backup entry by entry, handing each record over as soon as it is read, and proves the
/// whole against the manifest at the end.
///
/// Because the manifest comes last, a caller must treat everything it received as provisional until
/// `read` returns: restore does so by applying inside one transaction that an error rolls back.
public struct BackupStreamReader {
    private let archive: ArchiveReader
    private var pending: ArchiveEntry?

    /// - Parameters:
    ///   - archive: the open archive.
    ///   - first: the first entry, when the caller already read it to tell the format apart.
    public init(archive: ArchiveReader, first: ArchiveEntry?) {
        self.archive = archive
        pending = first
    }

    /// Reads every entry, calling `body` for each trip and section, then verifies the manifest.
    /// - Returns: the verified manifest.
    /// - Throws: `BackupError` for any unexpected, malformed, reordered or unverifiable entry.
    public mutating func read(_ body: (BackupItem) throws -> Void) throws -> Manifest {
        let file = archive.file
        var ledger = EntryLedger()
        var counts: [String: Int] = [:]
        var sawHeader = false
        var current: UUID?
        while let entry = try nextEntry() {
            guard let kind = BackupLayout.kind(of: entry.path) else {
                throw BackupError.unexpectedEntry(file: file, entry: entry.path)
            }
            if kind == .manifest {
                let manifest = try Manifest.decode(entry.data, file: file)
                if let extra = try nextEntry() {
                    throw BackupError.integrity(file: file, entry: extra.path, reason: "found after the manifest")
                }
                try ledger.verify(against: manifest, file: file)
                try Self.check(counts: counts, against: manifest, file: file)
                return manifest
            }
            if !sawHeader {
                guard kind == .header else {
                    throw BackupError.integrity(file: file, entry: entry.path, reason: "\(BackupLayout.headerName) must come first")
                }
                try BackupHeader.check(entry.data, file: file, entry: entry.path)
                sawHeader = true
            }
            ledger.record(entry)
            switch kind {
            case .header, .manifest:
                break
            case let .section(name):
                try body(.section(name: name, data: entry.data))
            case let .trip(id):
                let trip = try decodeTrip(entry, id: id)
                if trip.status == .traveling {
                    if let current, current != id {
                        throw BackupError.invalidData(
                            file: file, entry: entry.path, field: "status",
                            reason: "a second trip under way (\(current.uuidString.lowercased()) is the first)")
                    }
                    current = id
                }
                counts["trips", default: 0] += 1
                counts["stops", default: 0] += trip.stops.count
                counts["expenses", default: 0] += trip.expenses.count
                try body(.trip(trip))
            }
        }
        throw BackupError.integrity(file: file, entry: nil, reason: "\(Manifest.entryName) is missing; the file is cut short or not a trip backup")
    }

    private mutating func nextEntry() throws -> ArchiveEntry? {
        if let entry = pending {
            pending = nil
            return entry
        }
        return try archive.next()
    }

    private func decodeTrip(_ entry: ArchiveEntry, id: UUID) throws -> Trip {
        let trip = try JSONDocument.decode(Trip.self, from: entry.data, file: archive.file, entry: entry.path)
        guard trip.id == id else {
            throw BackupError.invalidData(
                file: archive.file, entry: entry.path, field: "id", reason: "\(trip.id.uuidString.lowercased()) does not match the entry name")
        }
        return trip
    }

    private static func check(counts: [String: Int], against manifest: Manifest, file: String) throws {
        for key in ["trips", "stops", "expenses"] where (manifest.counts[key] ?? 0) != (counts[key] ?? 0) {
            throw BackupError.integrity(
                file: file, entry: Manifest.entryName,
                reason: "counts.\(key) is \(manifest.counts[key] ?? 0) but the backup holds \(counts[key] ?? 0)")
        }
    }
}
