import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

/// The spot catalog travels as `spots/NNNNNN.json` chunks of at most 1,000 spots, in id order.
@Suite struct SpotChunkTests {
    /// A source with 2,500 spots (three chunks: 1,000, 1,000 and 500) and its backup's entries
    /// without the manifest.
    private func chunkedBackup() throws -> (source: SampleDatabase, path: String, entries: [(String, Data)]) {
        let source = try SampleDatabase()
        try source.fill(trips: 2, stops: 1)
        try source.fillSpots(count: 2_500)
        let path = try backup(source, format: .tarGzip, name: "chunked")
        var entries = try ArchiveReader(path: path).readAll().map { ($0.path, $0.data) }
        entries.removeLast()
        return (source, path, entries)
    }

    private func spots(_ data: Data) throws -> [Spot] {
        try JSONDecoder().decode([Spot].self, from: data)
    }

    private func index(of name: String, in entries: [(String, Data)]) throws -> Int {
        try #require(entries.firstIndex { $0.0 == name })
    }

    @Test func aCatalogOfSeveralChunksRoundTripsByteIdentically() throws {
        // The source owns the backup's folder; keep it alive.
        let (source, first, entries) = try chunkedBackup()
        defer { withExtendedLifetime(source) {} }
        let chunks = entries.filter { $0.0.hasPrefix("spots/") }
        #expect(chunks.map(\.0) == ["spots/000001.json", "spots/000002.json", "spots/000003.json"])
        #expect(try chunks.map { try spots($0.1).count } == [1_000, 1_000, 500])
        let ids = try chunks.flatMap { try spots($0.1) }.map { $0.id.lowercasedString }
        #expect(ids == ids.sorted())
        // Bookmarks come first in the archive, yet are applied once their spots are in.
        #expect(try index(of: "bookmarks.json", in: entries) < index(of: "spots/000001.json", in: entries))
        let target = try SampleDatabase()
        let report = try Restorer(database: target.database).restore(path: first)
        #expect(report.sections["spots"] == SectionOutcome(added: 2_500))
        #expect(report.sections["bookmarks.json"] == SectionOutcome(added: 1_250))
        #expect(try target.database.read { try ($0.spots.count(), $0.spotBookmarks.all().count) } == (2_500, 1_250))
        let second = try backup(target, format: .tarGzip, name: "second")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        #expect(try Restorer(database: target.database).restore(path: first).changesNothing)
        #expect(try BackupVerifier.verify(path: first).counts["spots"] == 2_500)
    }

    /// Replace walks the stored ids alongside the backup's: spots the backup lacks go, wherever
    /// they fall among its ids, and the dry run counts the same.
    @Test func replacingRemovesExactlyTheSpotsTheBackupLacks() throws {
        let (source, path, _) = try chunkedBackup()
        defer { withExtendedLifetime(source) {} }
        let target = try SampleDatabase()
        try target.fillSpots(count: 2_000)
        try target.fillSpots(count: 300, seed: 91)
        let plan = try Restorer(database: target.database).restore(path: path, mode: .replace, dryRun: true)
        #expect(plan.sections["spots"] == SectionOutcome(added: 500, unchanged: 2_000, removed: 300))
        #expect(try target.database.read { try $0.spots.count() } == 2_300)
        let done = try Restorer(database: target.database).restore(path: path, mode: .replace)
        #expect(done.sections["spots"] == plan.sections["spots"])
        #expect(try target.database.read { try ($0.spots.count(), $0.spotBookmarks.all().count) } == (2_500, 1_250))
        let merged = try Restorer(database: target.database).restore(path: path, dryRun: true)
        #expect(merged.sections["spots"] == SectionOutcome(unchanged: 2_500))
    }

    private func expectRefused(_ entries: [(String, Data)], naming entry: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tampered.tar.gz")
        try writeBackup(entries, format: .tarGzip, at: path)
        let target = try SampleDatabase()
        try target.fill(trips: 1, stops: 1, seed: 5)
        try target.fillSpots(count: 10, seed: 6)
        let before = try target.dump()
        for mode in [RestoreMode.merge, .replace] {
            do {
                _ = try Restorer(database: target.database).restore(path: path, mode: mode)
                Issue.record("a backup with a bad \(entry) was restored")
            } catch let error as BackupError {
                #expect("\(error)".contains("'\(entry)'"), "\(error)")
            }
        }
        #expect(throws: BackupError.self) { try BackupVerifier.verify(path: path) }
        #expect(try target.dump() == before)
    }

    @Test func aMissingChunkIsRefused() throws {
        var entries = try chunkedBackup().entries
        entries.remove(at: try index(of: "spots/000002.json", in: entries))
        try expectRefused(entries, naming: "spots/000003.json")
    }

    @Test func aDuplicatedChunkIsRefused() throws {
        var entries = try chunkedBackup().entries
        let second = try index(of: "spots/000002.json", in: entries)
        entries.insert(entries[second], at: second + 1)
        try expectRefused(entries, naming: "spots/000002.json")
    }

    @Test func chunksOutOfOrderAreRefused() throws {
        var entries = try chunkedBackup().entries
        let second = try index(of: "spots/000002.json", in: entries)
        entries.swapAt(second, second + 1)
        // 3 after 1 is a gap before it is a reordering.
        try expectRefused(entries, naming: "spots/000003.json")
    }

    @Test func aChunkOfMoreThanAThousandSpotsIsRefused() throws {
        var entries = try chunkedBackup().entries
        let first = try index(of: "spots/000001.json", in: entries)
        let head = try spots(entries[first].1)
        let next = try spots(entries[first + 1].1)
        // Still rising and still every spot once: only the chunk's size is wrong.
        entries[first].1 = try JSONEncoder().encode(head + next.prefix(1))
        entries[first + 1].1 = try JSONEncoder().encode(Array(next.dropFirst()))
        try expectRefused(entries, naming: "spots/000001.json")
    }

    @Test func idsThatDoNotRiseAcrossChunksAreRefused() throws {
        var entries = try chunkedBackup().entries
        let first = try index(of: "spots/000001.json", in: entries)
        var head = try spots(entries[first].1)
        var next = try spots(entries[first + 1].1)
        let last = head.count - 1
        // Each chunk still rises inside; only the step from one chunk to the next goes back.
        (head[last], next[0]) = (next[0], head[last])
        entries[first].1 = try JSONEncoder().encode(head)
        entries[first + 1].1 = try JSONEncoder().encode(next)
        try expectRefused(entries, naming: "spots/000002.json")
    }
}
