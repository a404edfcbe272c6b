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

    /// Desk makes a backup, the laptop restores it; each then edits the trip; the desk restores the
    /// laptop's later backup naming the first one as the base, and keeps both edits.
    @Test func anEarlierBackupAsTheBaseKeepsTheEditsOfBothMachines() throws {
        let desk = try CLIHarness()
        let laptop = try CLIHarness()
        laptop.clockOffset = 300
        desk.run("new", "Gyeongju")
        desk.run("stop", "add", "Gyeongju", "Bulguksa", "--lat", "35.79", "--lon", "129.33")
        let first = desk.directory.appendingPathComponent("first.tar.gz").path
        #expect(desk.run("backup", "create", first).code == 0)
        #expect(laptop.run("backup", "restore", first).code == 0)
        laptop.run("stop", "add", "Gyeongju", "Cheomseongdae", "--lat", "35.83", "--lon", "129.21")
        let later = laptop.directory.appendingPathComponent("later.tar.gz").path
        #expect(laptop.run("backup", "create", later).code == 0)
        #expect(desk.run("rename", "Gyeongju", "Gyeongju in spring").code == 0)

        let result = desk.run("backup", "restore", later, "--merge", "--base", first)
        #expect(result.code == 0, "\(result.stderr)")
        let shown = desk.run("show", "Gyeongju in spring", "--json")
        #expect(shown.code == 0, "\(shown.stderr)")
        let trip = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let stops = try #require(trip["stops"] as? [[String: Any]])
        #expect(stops.map { $0["name"] as? String } == ["Bulguksa", "Cheomseongdae"])
    }

    @Test func aMissingUnusableOrMisusedBaseIsRefusedAndChangesNothing() throws {
        let cli = try CLIHarness()
        cli.run("new", "Andong")
        let backup = cli.directory.appendingPathComponent("andong.tar.gz").path
        #expect(cli.run("backup", "create", backup).code == 0)
        cli.run("rename", "Andong", "Andong hahoe")
        let before = cli.run("list", "--json").stdout

        let missing = cli.directory.appendingPathComponent("missing.tar.gz").path
        let absent = cli.run("backup", "restore", backup, "--base", missing)
        #expect(absent.code == 66)
        #expect(absent.stderr == "Error: \(missing): no such file (the earlier backup given with --base)\n")

        let replacing = cli.run("backup", "restore", backup, "--replace", "--yes", "--base", backup)
        #expect(replacing.code == 64)
        #expect(replacing.stderr.hasPrefix("Error: --base merges; it cannot be used with --replace"))

        let broken = cli.directory.appendingPathComponent("broken.tar.gz").path
        try Data("not a backup".utf8).write(to: URL(fileURLWithPath: broken))
        let unusable = cli.run("backup", "restore", backup, "--base", broken)
        #expect(unusable.code == 65)
        #expect(unusable.stderr.hasPrefix("Error: \(broken)"))

        #expect(cli.run("list", "--json").stdout == before)
    }
}
