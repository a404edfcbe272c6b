import Foundation
import Testing

@testable import TripBackup
@testable import TripCLI

/// libarchive is opened when a command first reads or writes an archive, not at start-up: the
/// dynamic loader's own trace (LD_DEBUG=files) shows which libraries each command maps.
@Suite struct LazyArchiveLibraryTests {
    @Test func onlyCommandsThatTouchAnArchiveLoadLibarchive() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let runner = try ProcessRunner(directory: cli.directory.path, database: cli.databasePath)
        for command in ["--version", "list", "show 'Trip 0'", "stop list 'Trip 0'"] {
            let result = try runner.shell("LD_DEBUG=files \"$TRIP\" \(command) 2>&1 >/dev/null")
            #expect(result.code == 0, "trip \(command)")
            #expect(result.stdout.contains("libsqlite3"), "the trace shows what was loaded for trip \(command)")
            #expect(!result.stdout.contains("libarchive"), "trip \(command) loaded libarchive")
        }
        let backup = try runner.shell("LD_DEBUG=files \"$TRIP\" backup create b.tar.zst 2>&1 >/dev/null")
        #expect(backup.code == 0)
        #expect(backup.stdout.contains("libarchive.so.13"))
        let verify = try runner.shell("\"$TRIP\" backup verify b.tar.zst")
        #expect(verify.code == 0, "\(verify.stderr)")
    }

    @Test func aMissingLibraryIsNamedWithHowToInstallIt() throws {
        let error = try #require(throws: BackupError.self) {
            try ArchiveLibrary.functions(library: "libarchive-missing.so.99")
        }
        guard case .libraryUnavailable(let library, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(library == "libarchive-missing.so.99")
        #expect(reason.contains("libarchive-missing.so.99"))
        #expect(
            error.description
                == "cannot open libarchive-missing.so.99, which backups need (\(reason)); install it with "
                + "'apt-get install libarchive13'.")
        #expect(error.exitCode == 69)
        // The default library still opens after a failed attempt at another one.
        #expect(throws: Never.self) { try ArchiveLibrary.functions() }
    }
}
