import Testing

@testable import TripCLI
@testable import TripSync

/// Sync errors go through the one error map like every other error: exit codes from sysexits.
@Suite struct SyncErrorReportingTests {
    static let cases: [(SyncError, Int32)] = [
        (.notInitialized("/d/trip-sync.git"), 66),
        (.alreadyInitialized("/d/trip-sync.git"), 73),
        (.gitUnavailable("/usr/bin/git"), 69),
        (.unreachable(remote: "/nowhere.git", message: "no such repository"), 69),
        (.git(command: "fast-import", message: "broken"), 74),
        (.raceLost(attempts: 5), 75),
        (.invalidDocument(path: "trips/x.json", reason: "bad"), 65),
        (.unknownRevision("abc"), 64),
        (.unknownConflict(7), 64),
    ]

    @Test(arguments: 0..<cases.count) func mapsEachSyncErrorToItsExitCodeAndSentence(_ index: Int) {
        let (error, code) = Self.cases[index]
        let reported = ErrorReporting.cliError(for: error, commandPath: ["sync"])
        #expect(reported.exitCode == code)
        #expect(reported.description == error.description)
    }

    /// The note about work left for the next sync names trips and sections in words, with plurals.
    @Test(arguments: [
        ([String](), "nothing"),
        (["0b4e7f3a-2d7c-4f7e-9d1a-8c2b7e5f4a10"], "1 trip"),
        (["0b4e7f3a-2d7c-4f7e-9d1a-8c2b7e5f4a10", "1b4e7f3a-2d7c-4f7e-9d1a-8c2b7e5f4a10"], "2 trips"),
        (["companions.json"], "the companion list"),
        (
            ["0b4e7f3a-2d7c-4f7e-9d1a-8c2b7e5f4a10", "bookmarks.json", "search-history.json"],
            "1 trip, the bookmarks and the search history"
        ),
        (["spots/0a.json", "spots/ff.json", "companions.json"], "the companion list and 2 pieces of the spot catalog"),
    ])
    func describesWhatWasSkippedInWords(_ skipped: [String], _ expected: String) {
        var report = SyncReport()
        report.skipped = skipped
        #expect(report.skippedSummary == expected)
    }
}
