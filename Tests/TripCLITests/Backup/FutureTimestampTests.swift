import Foundation
import Testing

@Suite struct FutureTimestampTests {
    /// A backup of the Seoul sample whose every timestamp is in 2099.
    func futureBackup() throws -> (CLIHarness, String) {
        let source = try CLIHarness.forBackups()
        let document = try String(contentsOfFile: CLIHarness.sample("seoul-day.json"), encoding: .utf8)
            .replacingOccurrences(of: "2026-11-20T09:00:00.000Z", with: "2099-01-01T00:00:00.000Z")
        try document.write(toFile: source.file("future.json"), atomically: true, encoding: .utf8)
        let imported = source.run("import", source.file("future.json"))
        #expect(imported.code == 0, "\(imported.stderr)")
        let backup = source.file("future.tar.gz")
        #expect(source.run("backup", "create", backup).code == 0)
        return (source, backup)
    }

    @Test func aFutureDatedTripIsReportedAndALocalEditStillWins() throws {
        let (source, backup) = try futureBackup()
        let cli = try CLIHarness.forBackups()
        let plan = cli.run("backup", "restore", backup, "--dry-run", "--json")
        let report = try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any]
        #expect((report?["counts"] as? [String: Int])?["futureDated"] == 1)
        let listed = report?["futureDated"] as? [[String: String]]
        #expect(listed?.first?["id"] == "5e0a1d2c-0000-4000-8000-000000000001")
        let first = cli.run("backup", "restore", backup)
        #expect(first.code == 0)
        #expect(
            first.stderr
                == "Warning: 1 trip has timestamps more than a day in the future (was the clock wrong where the "
                + "backup was made?): 서울 하루 (Seoul day) (5e0a1d2c). Editing it here still wins over the backup.\n")
        #expect(cli.run("rename", "5e0a1d2c", "Edited here").code == 0)
        let edited = try CLIHarness.dump(databaseAt: cli.databasePath)
        #expect(edited.contains("2099-01-01T00:00:00.001Z"))
        for _ in 1...2 {
            let again = cli.run("backup", "restore", backup)
            #expect(again.code == 0, "\(again.stderr)")
            #expect(
                again.stdout.hasPrefix(
                    "\(backup): restored backup (merge): 0 added, 0 updated, 0 unchanged, 1 kept (newer here)"))
            #expect(try CLIHarness.dump(databaseAt: cli.databasePath) == edited)
        }
        withExtendedLifetime(source) {}
    }

    @Test func anEditedStopMovesPastItsFutureStamp() throws {
        let (source, backup) = try futureBackup()
        let cli = try CLIHarness.forBackups()
        #expect(cli.run("backup", "restore", backup).code == 0)
        let edited = cli.run("stop", "edit", "5e0a1d2c", "1", "--notes", "edited here")
        #expect(edited.code == 0, "\(edited.stderr)")
        let shown = cli.run("show", "5e0a1d2c", "--json")
        let document = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
        let stops = try #require(document?["stops"] as? [[String: Any]])
        #expect(stops.first?["updatedAt"] as? String == "2099-01-01T00:00:00.001Z")
        #expect(stops.dropFirst().allSatisfy { $0["updatedAt"] as? String == "2099-01-01T00:00:00.000Z" })
        #expect(document?["updatedAt"] as? String == "2099-01-01T00:00:00.001Z")
        let dump = try CLIHarness.dump(databaseAt: cli.databasePath)
        let again = cli.run("backup", "restore", backup)
        #expect(
            again.stdout.hasPrefix(
                "\(backup): restored backup (merge): 0 added, 0 updated, 0 unchanged, 1 kept (newer here)"))
        #expect(try CLIHarness.dump(databaseAt: cli.databasePath) == dump)
        withExtendedLifetime(source) {}
    }
}
