import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

@Suite struct BackupRestoreTests {
    @Test(arguments: BackupFormat.writable)
    func createRestoreCreateIsByteIdentical(format: BackupFormat) throws {
        let source = try SampleDatabase()
        try source.fill(trips: 30, stops: 7)
        let first = try backup(source, format: format, name: "first")
        let target = try SampleDatabase()
        let report = try Restorer(database: target.database).restore(path: first)
        #expect(report.added.count == 30)
        #expect(try target.dump() == source.dump())
        let second = try backup(target, format: format, name: "second")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    @Test func backupIsReadableJSONInOrderWithTheManifestLast() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 3, stops: 2)
        let path = try backup(sample, format: .tarGzip, name: "b.tar.gz")
        let entries = try ArchiveReader(path: path).readAll()
        let names = entries.map(\.path)
        #expect(names.first == BackupLayout.headerName)
        #expect(names.last == Manifest.entryName)
        #expect(Array(names.dropLast()) == Array(names.dropLast()).sorted())
        let trip = try #require(entries.first { $0.path.hasPrefix("trips/") })
        #expect(String(decoding: trip.data, as: UTF8.self).hasPrefix("{\n  \"companions\""))
        let report = try BackupVerifier.verify(path: path)
        #expect(report.counts["trips"] == 3 && report.counts["stops"] == 6)
        #expect(report.entries == entries.count)
    }

    @Test func mergingTwiceChangesNothing() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 12, stops: 3)
        let path = try backup(source, format: .tarZstd, name: "b")
        let target = try SampleDatabase()
        try target.fill(trips: 4, stops: 2, seed: 9)
        _ = try Restorer(database: target.database).restore(path: path)
        let afterFirst = try target.dump()
        let second = try Restorer(database: target.database).restore(path: path)
        #expect(second.changesNothing)
        // Trips newer in the target are kept, counted as kept and not also as unchanged.
        #expect(second.unchanged.count + second.keptLocal.count == 12)
        #expect(second.counts.unchanged + second.counts.keptLocal == 12)
        #expect(try target.dump() == afterFirst)
    }

    @Test func mergeKeepsTheNewerTrip() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 3, stops: 2)
        let path = try backup(source, format: .tarGzip, name: "b")
        let target = try SampleDatabase()
        try target.fill(trips: 3, stops: 2)
        var newer = SampleDatabase.trip(1, stops: 2, seed: 0)
        newer.name = "renamed here later"
        newer.updatedAt = Timestamp(millisecondsSinceEpoch: newer.updatedAt.millisecondsSinceEpoch + 60_000)
        var older = SampleDatabase.trip(2, stops: 2, seed: 0)
        older.name = "stale here"
        older.updatedAt = Timestamp(millisecondsSinceEpoch: 0)
        try target.database.write {
            try $0.trips.save(newer); try $0.trips.save(older)
        }
        let report = try Restorer(database: target.database).restore(path: path)
        #expect(report.keptLocal.map(\.id) == [newer.id])
        #expect(report.updated.map(\.id) == [older.id])
        // Kept is not also unchanged: the counts add up to the three trips in the backup.
        #expect(report.counts.unchanged == 1 && report.counts.keptLocal == 1 && report.counts.updated == 1)
        #expect(!report.unchanged.contains { $0.id == newer.id })
        let names = try target.database.read { transaction in
            [try transaction.trips.trip(id: newer.id)?.name, try transaction.trips.trip(id: older.id)?.name]
        }
        #expect(names == ["renamed here later", "여행 0-2"])
    }

    @Test func replaceRemovesWhatTheBackupLacksAndDryRunChangesNothing() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 5, stops: 2)
        let path = try backup(source, format: .tarXz, name: "b")
        let target = try SampleDatabase()
        try target.fill(trips: 3, stops: 1, seed: 4)
        let before = try target.dump()
        let plan = try Restorer(database: target.database).restore(path: path, mode: .replace, dryRun: true)
        #expect(plan.added.count == 5 && plan.removed.count == 3)
        #expect(try target.dump() == before)
        let done = try Restorer(database: target.database).restore(path: path, mode: .replace)
        #expect(done.removed.count == 3)
        let ids = try target.database.read { try $0.trips.allIDs().map(\.id) }
        #expect(Set(ids) == Set((0..<5).map { SampleDatabase.id(0, $0) }))
    }

    @Test func replaceMovesTheCurrentTrip() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 2, stops: 1)
        let path = try backup(source, format: .tarGzip, name: "b")
        let target = try SampleDatabase()
        try target.database.write { try $0.trips.save(SampleDatabase.trip(0, stops: 1, seed: 5, current: true)) }
        _ = try Restorer(database: target.database).restore(path: path, mode: .replace)
        let current = try target.database.read { try $0.trips.current()?.id }
        #expect(current == SampleDatabase.id(0, 0))
    }

    @Test func encryptedBackupRestoresOnlyWithThePassphrase() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 4, stops: 2)
        let path = try backup(source, format: .zip, name: "secret.zip", passphrase: "소금과 후추")
        let target = try SampleDatabase()
        let before = try target.dump()
        #expect(throws: BackupError.passphraseRequired(file: path)) {
            try Restorer(database: target.database).restore(path: path)
        }
        #expect(throws: BackupError.wrongPassphrase(file: path)) {
            try Restorer(database: target.database).restore(path: path, passphrase: "소금")
        }
        #expect(try target.dump() == before)
        _ = try Restorer(database: target.database).restore(path: path, passphrase: "소금과 후추")
        #expect(try target.dump() == source.dump())
        #expect(try BackupVerifier.verify(path: path, passphrase: "소금과 후추").counts["trips"] == 4)
    }

    @Test func futureVersionIsRefusedNamingIt() throws {
        let directory = try TemporaryDirectory()
        let header = Data(#"{"format":"trip-backup","generator":"trip 9","version":2}"#.utf8)
        let path = directory.file("future.tar.gz")
        _ = try writeArchive(
            [(BackupLayout.headerName, header), ("trips/new-layout.json", Data("{}".utf8))], format: .tarGzip, at: path)
        let target = try SampleDatabase()
        #expect(throws: BackupError.unsupportedVersion(file: path, version: 2, supported: 1)) {
            try Restorer(database: target.database).restore(path: path)
        }
        #expect(throws: BackupError.unsupportedVersion(file: path, version: 2, supported: 1)) {
            try BackupVerifier.verify(path: path)
        }
    }

    @Test func extraSectionsRestoreAndUnknownNamesAreRefused() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 1, stops: 1)
        let good = try backup(sample, format: .tarGzip, name: "b")
        var entries = try ArchiveReader(path: good).readAll().map { ($0.path, $0.data) }
        entries.removeLast()
        entries.insert(("search-history.json", Data("[]\n".utf8)), at: 2)
        let withHistory = sample.directory.file("history.tar.gz")
        try writeBackup(entries, format: .tarGzip, at: withHistory)
        let report = try Restorer(database: sample.database).restore(path: withHistory, dryRun: true)
        #expect(report.skippedSections.isEmpty)
        #expect(report.sections["search-history.json"] == SectionOutcome())
        // The single-entry catalog was dropped before anything shipped; only chunks are read.
        let single = sample.directory.file("single.tar.gz")
        try writeBackup(
            [(BackupLayout.headerName, entries[0].1), ("spots.json", Data("[]".utf8))], format: .tarGzip, at: single)
        #expect(throws: BackupError.unexpectedEntry(file: single, entry: "spots.json")) {
            try BackupVerifier.verify(path: single)
        }
        let odd = sample.directory.file("odd.tar.gz")
        try writeBackup([(BackupLayout.headerName, entries[0].1), ("notes.txt", Data())], format: .tarGzip, at: odd)
        #expect(throws: BackupError.unexpectedEntry(file: odd, entry: "notes.txt")) {
            try BackupVerifier.verify(path: odd)
        }
    }

    @Test func entriesOutOfOrderAreRefused() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 1, stops: 1)
        let good = try backup(sample, format: .tarGzip, name: "b")
        var entries = try ArchiveReader(path: good).readAll().map { ($0.path, $0.data) }
        entries.removeLast()
        entries.swapAt(1, 2)
        let shuffled = sample.directory.file("shuffled.tar.gz")
        try writeBackup(entries, format: .tarGzip, at: shuffled)
        #expect(
            throws: BackupError.integrity(
                file: shuffled, entry: entries[2].0, reason: "out of order (after '\(entries[1].0)')")
        ) {
            try BackupVerifier.verify(path: shuffled)
        }
    }

    /// An error while applying (here a bookmark of a spot the backup lacks), with the reader thread
    /// far ahead and blocked, stops the reader, rolls everything back and reports the error.
    @Test func anErrorWhileApplyingRollsBackAndStopsTheReader() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 300, stops: 2)
        let good = try backup(source, format: .tarGzip, name: "good")
        var entries = try ArchiveReader(path: good).readAll().map { ($0.path, $0.data) }
        entries.removeLast()
        let orphan = #"[{"createdAt":"2026-11-30T00:00:00.000Z","spotId":"00000000-0000-4000-8000-000000000001"}]"#
        entries.insert(("bookmarks.json", Data(orphan.utf8)), at: 1)
        let path = source.directory.file("orphan.tar.gz")
        try writeBackup(entries, format: .tarGzip, at: path)
        let target = try SampleDatabase()
        try target.fill(trips: 2, stops: 1, seed: 8)
        let before = try target.dump()
        #expect(
            throws: BackupError.invalidData(
                file: path, entry: "bookmarks.json", field: "[0].spotId",
                reason: "no such spot in the backup or the database")
        ) { try Restorer(database: target.database).restore(path: path) }
        #expect(try target.dump() == before)
    }
}
