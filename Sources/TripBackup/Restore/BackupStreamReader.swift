import Foundation
import TripModel

/// One record read from a v1 backup.
public enum BackupItem: Sendable {
    /// A trip document, decoded and checked against its entry name, and the notes on it (people who
    /// paid but had been removed, brought back as companions: see ``CompanionsBroughtBack``).
    case trip(Trip, notes: [String])
    /// A whole-database section (`companions.json`…), still as JSON.
    case section(name: String, data: Data)
    /// One `spots/NNNNNN.json` chunk, decoded and checked: numbered in sequence, at most
    /// `BackupLayout.spotsPerChunk` spots, ids rising across chunks.
    case spots(entry: String, spots: [Spot])

    var isSpotChunk: Bool {
        if case .spots = self { return true }
        return false
    }
}

/// Reads a v1 backup entry by entry, handing each record over as soon as it is read, and proves the
/// whole against the manifest at the end.
///
/// Because the manifest comes last, a caller must treat everything it received as provisional until
/// `read` returns: restore does so by applying inside one transaction that an error rolls back.
public struct BackupStreamReader {
    private let archive: ArchiveReader
    private var pending: ArchiveEntry?
    /// Reads and decodes on a second thread too; nil when serial, or once it has stopped.
    private var ahead: EntryReadAhead?
    private var aheadStarted = false
    /// What `ahead` handed over for the current entry.
    private var slot: EntryReadAhead.Slot?

    /// - Parameters:
    ///   - archive: the open archive.
    ///   - first: the first entry, when the caller already read it to tell the format apart.
    ///   - readAhead: read and decode the documents on two threads (see ``EntryReadAhead``); the
    ///     result and every error stay those of the serial reader. Restore leaves it off: its
    ///     reading already runs beside the database writes.
    public init(archive: ArchiveReader, first: ArchiveEntry?, readAhead: Bool = false) {
        self.init(archive: archive, first: first, readAheadBuffer: readAhead ? EntryReadAhead.defaultBuffer : nil)
    }

    /// Reads ahead into a buffer of the given size, or serially when nil: tests use a small one, so
    /// that a small backup still fills it and both threads wait for each other.
    init(archive: ArchiveReader, first: ArchiveEntry?, readAheadBuffer: (capacity: Int, batchSize: Int)?) {
        self.archive = archive
        pending = first
        if let buffer = readAheadBuffer {
            ahead = EntryReadAhead(archive: archive, capacity: buffer.capacity, batchSize: buffer.batchSize)
        }
    }

    /// Reads every entry, calling `body` for each trip and section, then verifies the manifest.
    /// - Returns: the verified manifest.
    /// - Throws: `BackupError` for any unexpected, malformed, reordered or unverifiable entry.
    public mutating func read(_ body: (BackupItem) throws -> Void) throws -> Manifest {
        // However this ends, the helper lets go of the archive before the caller has it back.
        defer { stopReadingAhead() }
        let file = archive.file
        var ledger = EntryLedger()
        var counts: [String: Int] = [:]
        var current: UUID?
        var spots = SpotChunkChecker(file: file)
        var consistency = BackupConsistency(file: file)
        var previous = ""
        while let path = try nextPath() {
            // The read-ahead classified the name already; only when serial is it done here.
            guard let kind = slot?.kind ?? BackupLayout.kind(of: path) else {
                throw BackupError.unexpectedEntry(file: file, entry: path)
            }
            if kind == .manifest {
                let manifest = try readManifest(ledger: &ledger)
                if let extra = try archive.nextPath() {
                    throw BackupError.integrity(file: file, entry: extra, reason: localized("backup.after-manifest"))
                }
                counts[SpotsSection.name] = spots.count
                try Self.check(counts: counts, against: manifest, file: file)
                try consistency.finish()
                return manifest
            }
            // Data entries come in byte order of their names, as trip writes them; anything else was
            // repacked or tampered with.
            guard previous.utf8.lexicographicallyPrecedes(path.utf8) || ledger.count == 0 else {
                throw BackupError.integrity(
                    file: file, entry: path, reason: localized("backup.out-of-order", ["previous": previous]))
            }
            previous = path
            let entry = try readEntry()
            if ledger.count == 0 { try Self.checkFirst(entry, kind: kind, file: file) }
            ledger.record(entry, kind: kind)
            switch kind {
            case .header, .manifest:
                break
            case let .section(name):
                try consistency.check(section: name, data: entry.data)
                try body(.section(name: name, data: entry.data))
            case let .spotChunk(number):
                let chunk = try spots.check(entry.data, number: number, entry: path)
                try consistency.check(spots: chunk, entry: path)
                try body(.spots(entry: path, spots: chunk))
            case let .trip(id):
                let (trip, notes) = try trip(entry, id: id, current: &current, counts: &counts)
                try consistency.check(trip: trip)
                try body(.trip(trip, notes: notes))
            }
        }
        throw BackupError.integrity(
            file: file, entry: nil,
            reason: localized("backup.manifest-missing", ["manifest": Manifest.entryName]))
    }

    /// The first entry must be the header, so a future version is refused before anything else is read.
    private static func checkFirst(_ entry: ArchiveEntry, kind: BackupLayout.Kind, file: String) throws {
        guard kind == .header else {
            throw BackupError.integrity(
                file: file, entry: entry.path,
                reason: localized("backup.header-first", ["header": BackupLayout.headerName]))
        }
        try BackupHeader.check(entry.data, file: file, entry: entry.path)
    }

    /// Streams the manifest through the parser, checking each listed entry against the ledger.
    private mutating func readManifest(ledger: inout EntryLedger) throws -> Manifest {
        var parser = ManifestParser(file: archive.file)
        let file = archive.file
        func feed(_ bytes: UnsafeRawBufferPointer) throws {
            try parser.feed(bytes) { (listed: ListedEntry) in try ledger.check(listed: listed, file: file) }
        }
        if let entry = pending {
            pending = nil
            try entry.data.withUnsafeBytes { try feed($0) }
        } else {
            try archive.readChunks(feed)
        }
        let manifest = try parser.finish()
        try ledger.finish(file: file)
        return manifest
    }

    private mutating func nextPath() throws -> String? {
        if let entry = pending { return entry.path }
        guard let ahead else {
            slot = nil
            return try archive.nextPath()
        }
        if !aheadStarted {
            ahead.start()
            aheadStarted = true
        }
        let next = ahead.take()
        // The last reference to the entry before goes back to the thread that made it.
        if let done = slot.take() { ahead.giveBack(done) }
        slot = next
        // Reading ahead stopped before this entry's bytes; from here the archive is read serially.
        if next.isLast { stopReadingAhead() }
        return try next.path.get()
    }

    private mutating func stopReadingAhead() {
        ahead?.stop()
        ahead = nil
    }

    private mutating func readEntry() throws -> ArchiveEntry {
        if let entry = pending {
            pending = nil
            return entry
        }
        if let read = slot?.entry { return try read.get() }
        return try archive.readEntry(path: archive.currentPath)
    }

    /// Decodes a trip entry, checks that at most one trip is under way, and counts it.
    private func trip(_ entry: ArchiveEntry, id: UUID, current: inout UUID?, counts: inout [String: Int]) throws
        -> (Trip, notes: [String])
    {
        let (trip, notes) = try decodeTrip(entry, id: id)
        if trip.status == .traveling {
            if let current, current != id {
                throw BackupError.invalidData(
                    file: archive.file, entry: entry.path, field: "status",
                    reason: localized("backup.second-current", ["first": current.lowercasedString]))
            }
            current = id
        }
        counts["trips", default: 0] += 1
        counts["stops", default: 0] += trip.stops.count
        counts["expenses", default: 0] += trip.expenses.count
        return (trip, notes)
    }

    private func decodeTrip(_ entry: ArchiveEntry, id: UUID) throws -> (Trip, notes: [String]) {
        let decoded = try slot?.trip?.get() ?? DecodedTrip(entry, id: id, file: archive.file)
        return (decoded.trip, decoded.notes)
    }

    private static func check(counts: [String: Int], against manifest: Manifest, file: String) throws {
        for key in ["trips", "stops", "expenses", SpotsSection.name]
        where (manifest.counts[key] ?? 0) != (counts[key] ?? 0) {
            throw BackupError.integrity(
                file: file, entry: Manifest.entryName,
                reason: localized(
                    "backup.count-differs",
                    ["key": key, "listed": manifest.counts[key] ?? 0, "found": counts[key] ?? 0]))
        }
    }
}
