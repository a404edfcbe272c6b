import Foundation
import Testing

@testable import TripCLI

/// `backup restore --merge` merges three ways when the last sync knows the trip's base.
@Suite struct SyncedBackupMergeTests {
    @Test func aRestoreWithAKnownBaseKeepsTheEditsOfBothSides() throws {
        let cli = try CLIHarness()
        cli.run("new", "Ulsan")
        #expect(cli.run("sync", "init").code == 0)
        #expect(cli.run("sync").code == 0)
        cli.run("rename", "Ulsan", "Ulsan by the sea")
        let backup = cli.directory.appendingPathComponent("renamed.tar.gz").path
        #expect(cli.run("backup", "create", backup).code == 0)
        // Here, later: the rename is undone and notes are added. Newer-wins would drop the backup's rename.
        cli.run("rename", "Ulsan by the sea", "Ulsan")
        cli.run("edit", "Ulsan", "--notes", "whale museum")
        let result = cli.run("backup", "restore", backup, "--merge")
        #expect(result.code == 0, "\(result.stderr)")
        let shown = cli.run("show", "Ulsan by the sea", "--json")
        let trip = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(trip["notes"] as? String == "whale museum")
    }

    @Test func withoutASyncTheNewerTripStillWins() throws {
        let cli = try CLIHarness()
        cli.run("new", "Pohang")
        let backup = cli.directory.appendingPathComponent("old.tar.gz").path
        #expect(cli.run("backup", "create", backup).code == 0)
        cli.run("edit", "Pohang", "--notes", "newer here")
        #expect(cli.run("backup", "restore", backup, "--merge").code == 0)
        #expect(cli.run("show", "Pohang", "--json").stdout.contains("\"notes\" : \"newer here\""))
    }
}
