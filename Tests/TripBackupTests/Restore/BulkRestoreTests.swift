import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

/// A restore into a database without trips loads in bulk (TripBulkLoad: plain indexes dropped and
/// built again, a larger page cache, nothing looked up): the result, the schema and every refusal
/// must be those of the ordinary path.
@Suite struct BulkRestoreTests {
    /// The schema as SQLite keeps it, indexes included, and the connection's page cache size.
    private func schema(_ sample: SampleDatabase) throws -> String {
        let connection = try Connection(path: sample.path)
        defer { connection.close() }
        var text = ""
        try connection.forEach("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name") { row in
            text += (0..<4).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|") + "\n"
        }
        try connection.forEach("PRAGMA integrity_check") { text += "integrity: " + $0.string(0) + "\n" }
        return text
    }

    private func cacheSize(_ sample: SampleDatabase) throws -> Int {
        try sample.database.read { transaction in
            try transaction.connection.queryFirst("PRAGMA cache_size", lifetime: .oneShot) { $0.int(0) } ?? 0
        }
    }

    @Test(arguments: [RestoreMode.merge, .replace])
    func anEmptyDatabaseEndsAsTheSourceWithItsOwnSchema(mode: RestoreMode) throws {
        let source = try SampleDatabase()
        try source.fill(trips: 40, stops: 6)
        let path = try backup(source, format: .tarZstd, name: "good")
        let target = try SampleDatabase()
        let emptySchema = try schema(target)
        let cache = try cacheSize(target)
        let report = try Restorer(database: target.database).restore(path: path, mode: mode)
        #expect(report.counts.added == 40)
        #expect(try target.dump() == source.dump())
        #expect(try schema(target) == emptySchema)
        #expect(try cacheSize(target) == cache)
        // Now it holds trips: the same file again takes the ordinary path and changes nothing.
        let again = try Restorer(database: target.database).restore(path: path, mode: mode)
        #expect(again.counts.unchanged == 40 && again.changesNothing)
        #expect(try target.dump() == source.dump())
    }

    /// The last trip's bytes no longer match the manifest, which is read last: every trip before it
    /// was already written (and the indexes dropped) when the restore found out.
    @Test func aBadEntryLateInTheArchiveLeavesTheEmptyDatabaseAsItWas() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 40, stops: 6)
        let good = try backup(source, format: .tarZstd, name: "good")
        var entries = try ArchiveReader(path: good).readAll().map { ($0.path, $0.data) }
        let last = try #require(entries.lastIndex { $0.0.hasPrefix("trips/") })
        entries[last].1 = Data(
            String(decoding: entries[last].1, as: UTF8.self).replacingOccurrences(of: "notes ", with: "notez ").utf8)
        let path = source.directory.file("tampered")
        _ = try writeArchive(entries, format: .tarZstd, at: path)

        let target = try SampleDatabase()
        try target.database.write { transaction in
            _ = try transaction.companions.upsert(Companion(id: UUID(), name: "혼자", updatedAt: SampleDatabase.time))
        }
        let before = try target.dump()
        let emptySchema = try schema(target)
        let cache = try cacheSize(target)
        #expect(
            throws: BackupError.integrity(
                file: path, entry: entries[last].0, reason: "SHA-256 differs from the manifest")
        ) {
            try Restorer(database: target.database).restore(path: path, mode: .replace)
        }
        #expect(try target.dump() == before)
        #expect(try schema(target) == emptySchema)
        #expect(try cacheSize(target) == cache)
    }

    /// The last trip of a file shares a stop id with an earlier one: the reader refuses it before
    /// the database could, with the words it always used, and nothing stays behind.
    @Test func aStopIDTwiceIsRefusedAsBeforeAndNothingStays() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 12, stops: 3, seed: 5)
        var entries = try ArchiveReader(path: try backup(source, format: .tarZstd, name: "good")).readAll()
            .map { ($0.path, $0.data) }
        let trips = entries.indices.filter { entries[$0].0.hasPrefix("trips/") }
        let earlier = try JSONDecoder().decode(Trip.self, from: entries[trips[0]].1)
        var later = try JSONDecoder().decode(Trip.self, from: entries[trips[trips.count - 1]].1)
        later.stops[2].id = earlier.stops[0].id
        // The old manifest stays: the document's problem is found before the hashes are compared.
        entries[trips[trips.count - 1]].1 = try JSONEncoder().encode(later)
        let target = try SampleDatabase()
        let path = target.directory.file("shared-stop")
        _ = try writeArchive(entries, format: .tarZstd, at: path)
        let emptySchema = try schema(target)
        let before = try target.dump()
        #expect(
            throws: BackupError.invalidData(
                file: path, entry: BackupLayout.tripPath(later.id), field: "stops[2].id",
                reason: "stop id \(earlier.stops[0].id.lowercasedString) is also a stop of another trip")
        ) {
            try Restorer(database: target.database).restore(path: path)
        }
        #expect(try target.dump() == before)
        #expect(try schema(target) == emptySchema)
    }
}
