import Foundation
import Testing

@testable import TripCLI
@testable import TripStore

@Suite struct SafetyBackupCommandTests {
    static let stamp = "20261130T130650.123Z"

    /// Where the copies go, as the command spells it (an absolute, standardized path).
    func folder(_ cli: CLIHarness) -> String {
        BackupCommands.folder(ofDatabase: cli.databasePath) + "/safety-backups"
    }

    func copyName(_ counter: Int, database: String = "trip.sqlite") -> String {
        "\(database).safety-\(Self.stamp)-\(counter).tar.gz"
    }

    @Test func copiesInTheSameMillisecondNeverOverwriteAndEachDatabaseKeepsItsOwnFive() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let backup = cli.file("b.tar.gz")
        #expect(cli.run("backup", "create", backup).code == 0)
        let folder = folder(cli)
        let other = ["TRIP_DB": cli.file("data/other.sqlite")]
        cli.run("new", "Other", environment: other)
        #expect(cli.run("backup", "restore", backup, "--replace", "--yes", environment: other).code == 0)
        for round in 1...7 {
            cli.run("new", "Extra \(round)")
            let result = cli.run("backup", "restore", backup, "--replace", "--yes")
            #expect(result.code == 0, "\(result.stderr)")
            #expect(
                result.stdout.hasSuffix("Safety backup of the data before this restore: \(folder)/\(copyName(round))\n")
            )
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(kept == ([copyName(1, database: "other.sqlite")] + (3...7).map { copyName($0) }).sorted())
        // Each copy is what the database held just before: the seeded trip and that round's extra.
        let verify = cli.run("backup", "verify", "\(folder)/\(copyName(7))")
        #expect(verify.code == 0)
        #expect(verify.stdout.contains("2 trips"))
    }

    @Test func failedAttemptsLeaveNoCopyAndRemoveNone() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let backup = cli.file("b.tar.gz")
        cli.run("backup", "create", backup)
        for round in 1...5 {
            cli.run("new", "Extra \(round)")
            #expect(cli.run("backup", "restore", backup, "--replace", "--yes").code == 0)
        }
        cli.run("new", "Only here")
        let folder = folder(cli)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let dump = try CLIHarness.dump(databaseAt: cli.databasePath)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: backup))
        let cut = cli.file("cut.tar.gz")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        for _ in 1...5 {
            let failed = cli.run("backup", "restore", cut, "--replace", "--yes")
            #expect(failed.code == 65)
            #expect(failed.stderr.hasPrefix("Error: \(cut)"))
            #expect(failed.stdout == "")
        }
        // A busy database: another connection holds the write lock until the restore gives up.
        let holder = try Connection(path: cli.databasePath)
        try holder.execute("BEGIN IMMEDIATE")
        let busy = cli.run("backup", "restore", backup, "--replace", "--yes")
        try holder.execute("ROLLBACK")
        holder.close()
        #expect(busy.code == 75)
        #expect(busy.stderr.hasPrefix("Error: the database is busy"))
        #expect(busy.stdout == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(try CLIHarness.dump(databaseAt: cli.databasePath) == dump)
    }

    @Test func aMergeThatUpdatesKeepsACopyThatUndoesIt() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let older = cli.file("older.tar.gz")
        cli.run("backup", "create", older)
        cli.run("rename", "Trip 0", "Renamed")
        let newer = cli.file("newer.tar.gz")
        cli.run("backup", "create", newer)
        cli.run("backup", "restore", older, "--replace", "--yes")
        let beforeMerge = try CLIHarness.dump(databaseAt: cli.databasePath)
        let merged = cli.run("backup", "restore", newer, "--json")
        #expect(merged.code == 0, "\(merged.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(merged.stdout.utf8)) as? [String: Any]
        let copy = try #require(report?["safetyBackup"] as? String)
        #expect(copy.hasPrefix("\(folder(cli))/trip.sqlite.safety-"))
        #expect((report?["counts"] as? [String: Int])?["updated"] == 1)
        #expect(cli.run("list").stdout.contains("Renamed"))
        #expect(cli.run("backup", "restore", copy, "--replace", "--yes").code == 0)
        #expect(try CLIHarness.dump(databaseAt: cli.databasePath) == beforeMerge)
    }

    @Test func aMergeThatOnlyAddsKeepsNoCopy() throws {
        let source = try CLIHarness.forBackups()
        source.seed(trips: 2, stops: 1)
        let backup = source.file("b.tar.gz")
        source.run("backup", "create", backup)
        let cli = try CLIHarness.forBackups()
        let added = cli.run("backup", "restore", backup, "--json")
        #expect(added.code == 0, "\(added.stderr)")
        #expect(!added.stdout.contains("safetyBackup"))
        #expect(!FileManager.default.fileExists(atPath: cli.file("data/safety-backups")))
    }

    @Test func aCopyThatCannotBeWrittenStopsTheRestore() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let backup = cli.file("b.tar.gz")
        cli.run("backup", "create", backup)
        cli.run("new", "Only here")
        // A file where the folder should be: creating the folder fails, even for root.
        let folder = folder(cli)
        _ = FileManager.default.createFile(atPath: folder, contents: Data())
        let dump = try CLIHarness.dump(databaseAt: cli.databasePath)
        let result = cli.run("backup", "restore", backup, "--replace", "--yes")
        #expect(result.code == 73)
        #expect(
            result.stderr
                == "Error: cannot write the safety backup \(folder): cannot create the folder; nothing was restored.\n")
        #expect(result.stdout == "")
        #expect(try CLIHarness.dump(databaseAt: cli.databasePath) == dump)
    }
}
