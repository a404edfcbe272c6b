import Foundation
import Testing

@testable import TripCLI

@Suite struct BackupCountsTests {
    @Test func countsReadAsEnglish() {
        #expect(
            BackupCommands.describe(counts: ["trips": 1, "stops": 6, "companions": 1]) == "1 trip, 6 stops, 1 companion"
        )
        #expect(BackupCommands.describe(counts: ["trips": 0, "search-history": 2]) == "0 trips, 2 searches")
        #expect(BackupCommands.describe(counts: ["trips": 2, "bookmarks": 1, "spots": 0]) == "2 trips, 1 bookmark")
    }
}

@Suite struct SafetyBackupFolderTests {
    @Test func aBareDatabaseNameMeansTheWorkingDirectory() {
        let working = FileManager.default.currentDirectoryPath
        #expect(BackupCommands.folder(ofDatabase: "trip.sqlite") == working)
        #expect(BackupCommands.folder(ofDatabase: "/var/lib/trip/trip.sqlite") == "/var/lib/trip")
        #expect(BackupCommands.folder(ofDatabase: "data/../trip.sqlite") == working)
    }
}
