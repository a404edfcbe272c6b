import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

/// Spots, bookmarks and search history travel with the trips.
@Suite struct SectionTests {
    @Test func sectionsRoundTripByteIdentically() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 3, stops: 2)
        try source.fillSpots(count: 5)
        let first = try backup(source, format: .tarGzip, name: "first")
        let names = try ArchiveReader(path: first).readAll().map(\.path)
        #expect(
            Array(names.prefix(5)) == [
                "backup.json", "bookmarks.json", "companions.json", "search-history.json", "spots/000001.json",
            ])
        let target = try SampleDatabase()
        let report = try Restorer(database: target.database).restore(path: first)
        #expect(report.sections["spots"] == SectionOutcome(added: 5))
        #expect(report.sections["bookmarks.json"] == SectionOutcome(added: 3))
        #expect(report.sections["search-history.json"] == SectionOutcome(added: 1))
        let second = try backup(target, format: .tarGzip, name: "second")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
        let again = try Restorer(database: target.database).restore(path: first)
        #expect(again.changesNothing)
        #expect(try BackupVerifier.verify(path: first).counts["spots"] == 5)
    }

    @Test func replacingFromABackupWithoutSpotsEmptiesTheCatalog() throws {
        let source = try SampleDatabase()
        try source.fill(trips: 2, stops: 1)
        let path = try backup(source, format: .tarGzip, name: "b")
        let target = try SampleDatabase()
        try target.fillSpots(count: 4)
        let plan = try Restorer(database: target.database).restore(path: path, mode: .replace, dryRun: true)
        #expect(plan.sections["spots"]?.removed == 4)
        #expect(try target.database.read { try $0.spots.count() } == 4)
        _ = try Restorer(database: target.database).restore(path: path, mode: .replace)
        #expect(
            try target.database.read {
                try ($0.spots.count(), $0.spotBookmarks.all().count, $0.spotSearches.all().count)
            } == (0, 0, 0))
    }
}
