import Foundation
import Testing
import TripModel

@testable import TripBackup

/// `backup verify` reads and decodes on two threads (EntryReadAhead); whatever the archive, it must
/// end exactly as the serial reader does: the same records in the same order, or the same first error.
@Suite struct ReadAheadTests {
    /// How one read of `path` ended: every record handed over and the counts, or the error's words.
    /// - Parameter readAhead: the read-ahead buffer, or nil for the serial reader.
    private func outcome(_ path: String, readAhead: (capacity: Int, batchSize: Int)?) -> String {
        do {
            let archive = try ArchiveReader(path: path)
            let first = try archive.next()
            var stream = BackupStreamReader(archive: archive, first: first, readAheadBuffer: readAhead)
            var records: [String] = []
            let manifest = try stream.read { item in
                switch item {
                case let .trip(trip, notes): records.append("trip \(trip) \(notes)")
                case let .section(name, data): records.append("section \(name) \(data.count)")
                case let .spots(entry, spots): records.append("spots \(entry) \(spots.count)")
                }
            }
            return "read \(manifest.counts.sorted { $0.key < $1.key })\n" + records.joined(separator: "\n")
        } catch {
            return "error \(error)"
        }
    }

    /// Reads `path` serially once and with read-ahead several times (thread timing varies between
    /// runs); every read-ahead run must match the serial one. Returns the serial outcome.
    @discardableResult
    private func expectSameOutcome(_ path: String, _ label: String) -> String {
        let serial = outcome(path, readAhead: nil)
        // The default buffer, and a small one this small backup fills, so both threads wait on each other.
        for buffer in [EntryReadAhead.defaultBuffer, (capacity: 8, batchSize: 2)] {
            for _ in 0..<3 {
                #expect(outcome(path, readAhead: buffer) == serial, "\(label) \(buffer)")
            }
        }
        return serial
    }

    /// A backup of 60 trips and a few spots, and its entries (the manifest last).
    private func sample() throws -> (SampleDatabase, [(String, Data)]) {
        let source = try SampleDatabase()
        try source.fill(trips: 60, stops: 3)
        try source.fillSpots(count: 30)
        let path = try backup(source, format: .tarZstd, name: "good")
        return (source, try ArchiveReader(path: path).readAll().map { ($0.path, $0.data) })
    }

    private func tripIndices(_ entries: [(String, Data)]) -> [Int] {
        entries.indices.filter { entries[$0].0.hasPrefix("trips/") }
    }

    @Test func aGoodBackupGivesTheSameRecordsInTheSameOrder() throws {
        let (source, entries) = try sample()
        let path = source.directory.file("good")
        let serial = expectSameOutcome(path, "good")
        #expect(serial.hasPrefix("read "))
        #expect(serial.components(separatedBy: "\ntrip ").count == 61)
        let report = try BackupVerifier.verify(path: path)
        #expect(report.counts["trips"] == 60 && report.counts["stops"] == 180)
        #expect(report.entries == entries.count)
    }

    @Test func aBrokenDocumentLateIsTheErrorEvenWithALaterOne() throws {
        let (source, good) = try sample()
        let trips = tripIndices(good)
        var entries = good
        let late = trips[trips.count - 5]
        entries[late].1 = Data("{\"id\": ".utf8)
        // A second, different problem after it: the serial reader never gets there.
        entries[trips[trips.count - 2]].1 = entries[trips[0]].1
        let path = source.directory.file("broken")
        // The old manifest stays: the document's own error comes first, the hashes only at the end.
        _ = try writeArchive(entries, format: .tarZstd, at: path)
        let serial = expectSameOutcome(path, "broken late")
        #expect(serial.hasPrefix("error ") && serial.contains(entries[late].0), "\(serial)")
        #expect(throws: BackupError.self) { try BackupVerifier.verify(path: path) }
    }

    @Test func aDocumentUnderAnotherTripsNameLateIsRefused() throws {
        let (source, good) = try sample()
        let trips = tripIndices(good)
        var entries = good
        let late = trips[trips.count - 1]
        entries[late].1 = good[trips[trips.count - 2]].1
        let path = source.directory.file("swapped")
        try writeBackup(entries, format: .tarZstd, at: path)
        let serial = expectSameOutcome(path, "other trip's document")
        #expect(serial.contains(entries[late].0) && serial.contains("id"), "\(serial)")
    }

    /// Archives whose entries are all readable but do not fit together or with the manifest.
    @Test func tamperedEntriesLateGiveTheSameError() throws {
        let (source, good) = try sample()
        let trips = tripIndices(good)
        let late = trips[trips.count - 3]
        var edited = good
        edited[late].1 = Data(
            String(decoding: good[late].1, as: UTF8.self).replacingOccurrences(of: "3", with: "4").utf8)
        var reordered = good
        reordered.swapAt(trips[trips.count - 4], trips[trips.count - 3])
        var unknown = good
        unknown.insert(("trips/zzz.txt", Data("x".utf8)), at: good.count - 1)
        var repeated = good
        repeated.insert(good[late], at: late + 1)
        var withoutManifest = good
        withoutManifest.removeLast()
        let cases = [
            ("hash", edited), ("order", reordered), ("unknown", unknown), ("twice", repeated),
            ("no manifest", withoutManifest),
        ]
        for (label, entries) in cases {
            let path = source.directory.file(label)
            _ = try writeArchive(entries, format: .tarZstd, at: path)
            let serial = expectSameOutcome(path, label)
            #expect(serial.hasPrefix("error "), "\(label): \(serial)")
        }
    }

    /// Damaged bytes: libarchive fails part-way, on whichever thread is reading at the time.
    @Test(arguments: [BackupFormat.tarZstd, .tarGzip])
    func damagedBytesGiveTheSameError(format: BackupFormat) throws {
        let (source, entries) = try sample()
        let path = source.directory.file("good.\(format.rawValue)")
        let bytes = try writeArchive(entries, format: format, at: path)
        var copies: [(String, Data)] = []
        for cut in [bytes.count / 3, bytes.count * 3 / 4, bytes.count - 40] {
            copies.append(("cut at \(cut)", bytes.prefix(cut)))
        }
        for place in [bytes.count / 2, bytes.count * 9 / 10] {
            var flipped = bytes
            flipped[place] ^= 0x10
            copies.append(("flip at \(place)", flipped))
        }
        for (label, copy) in copies {
            let damaged = source.directory.file("damaged")
            try copy.write(to: URL(fileURLWithPath: damaged))
            let serial = expectSameOutcome(damaged, "\(format.rawValue) \(label)")
            #expect(serial.hasPrefix("error "), "\(format.rawValue) \(label): \(serial)")
        }
    }

    /// An early broken document wins over a cut further on, which only the read-ahead reaches.
    @Test func anEarlyErrorWinsOverALaterCut() throws {
        let (source, good) = try sample()
        var entries = good
        let early = tripIndices(good)[1]
        entries[early].1 = Data("[]".utf8)
        let path = source.directory.file("early")
        let bytes = try writeArchive(entries, format: .tarZstd, at: path)
        try bytes.prefix(bytes.count * 4 / 5).write(to: URL(fileURLWithPath: path))
        let serial = expectSameOutcome(path, "early error, cut later")
        #expect(serial.contains(entries[early].0), "\(serial)")
    }

    /// The consumer taking more than the helper can give must not wait forever, whatever the buffer.
    @Test(arguments: [2, 3, 64])
    func everyBufferSizeReadsTheWholeArchive(capacity: Int) throws {
        let (source, entries) = try sample()
        let archive = try ArchiveReader(path: source.directory.file("good"))
        let ahead = EntryReadAhead(archive: archive, capacity: capacity)
        ahead.start()
        defer { ahead.stop() }
        var names: [String] = []
        while true {
            let slot = ahead.take()
            if slot.isLast {
                // Stopped before the manifest's bytes, which the serial reader streams.
                #expect(try slot.path.get() == Manifest.entryName)
                break
            }
            names.append(try slot.path.get() ?? "")
        }
        #expect(names == entries.dropLast().map(\.0))
    }
}
