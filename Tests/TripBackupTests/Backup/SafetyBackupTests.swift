import Foundation
import Testing
import TripBackup
import TripModel
import TripStore

@Suite struct SafetyBackupTests {
    @Test func theCopyHoldsTheCommittedStateNotTheOpenTransaction() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 3, stops: 2)
        let safety = SafetyBackup(databasePath: sample.path, directory: sample.directory.path, generator: "test")
        let copy = try sample.database.write { transaction in
            for item in try transaction.trips.allIDs() { try transaction.trips.delete(id: item.id) }
            return try safety.write(committedStateOf: sample.database, at: SampleDatabase.time)
        }
        #expect(copy == sample.directory.file("safety-backups/trip.sqlite.safety-20261130T130650.123Z-1.tar.gz"))
        #expect(try sample.database.read { try $0.trips.allIDs().count } == 0)
        let restored = try SampleDatabase(name: "restored.sqlite", in: sample.directory)
        let report = try Restorer(database: restored.database).restore(path: copy)
        #expect(report.counts.added == 3)
    }

    @Test func namesNeverCollideAndPruningKeepsThisDatabasesNewest() throws {
        let sample = try SampleDatabase()
        try sample.fill(trips: 1, stops: 1)
        let safety = SafetyBackup(
            databasePath: sample.path, directory: sample.directory.path, generator: "test", keep: 2)
        let folder = sample.directory.file("safety-backups")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let strangers = [
            "other.sqlite.safety-20261130T130650.123Z-1.tar.gz", "trip.sqlite.safety-notes.txt",
            "trip-safety-20261130-130650.tar.gz",
        ]
        for name in strangers { _ = FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data()) }
        var written: [String] = []
        for _ in 0..<3 {
            written.append(
                try sample.database.read { _ in
                    try safety.write(committedStateOf: sample.database, at: SampleDatabase.time)
                })
        }
        #expect(
            written.map { URL(fileURLWithPath: $0).lastPathComponent }
                == (1...3).map {
                    "trip.sqlite.safety-20261130T130650.123Z-\($0).tar.gz"
                })
        // Counter 10 sorts after 9 by number, and a later millisecond after both.
        let later = safety.fileName(at: SampleDatabase.time.adding(milliseconds: 1), counter: 1)
        _ = FileManager.default.createFile(atPath: "\(folder)/\(later)", contents: Data())
        safety.prune()
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(kept == (strangers + ["trip.sqlite.safety-20261130T130650.123Z-3.tar.gz", later]).sorted())
    }
}
