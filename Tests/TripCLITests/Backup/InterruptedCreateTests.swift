import Foundation
import Testing
import TripModel
import TripStore

#if canImport(Glibc)
    import Glibc
#endif

/// A real `trip backup create` process, signalled while it holds a partial file: the file goes,
/// and the process dies of the signal it was sent.
@Suite struct InterruptedCreateTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalRemovesThePartialFile(signal: Int32) throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 3, stops: 2)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        let marker = cli.file("holding")
        let output = cli.file("out.tar.gz")
        let process = runner.start(
            "exec \"$TRIP\" backup create '\(output)'",
            extra: [
                "TRIP_TEST_HOLD_AFTER_FIRST_TRIP": marker
            ])
        try process.run()
        // The hook makes the marker only once the partial file exists and the handlers are in place.
        var waited = 0
        while !FileManager.default.fileExists(atPath: marker) && waited < 600 {
            usleep(100_000)
            waited += 1
        }
        try #require(FileManager.default.fileExists(atPath: marker), "create never reached its first trip")
        let partial = cli.file(".out.tar.gz.\(process.processIdentifier).partial")
        #expect(FileManager.default.fileExists(atPath: partial))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let result = try runner.finish(process)
        #expect(result.signaled)
        #expect(result.code == signal)
        #expect(!FileManager.default.fileExists(atPath: partial))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
