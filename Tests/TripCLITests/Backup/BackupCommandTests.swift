import Foundation
import Testing
import TripBackup

@Suite struct BackupCommandTests {
    @Test func createUsesTheDefaultNameAndIsPrivate() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 2)
        let result = cli.run("backup", "create", cli.file("b.tar.gz"))
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "Backed up 2 trips, 4 stops to \(cli.file("b.tar.gz"))\n")
        let mode = try FileManager.default.attributesOfItem(atPath: cli.file("b.tar.gz"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let again = cli.run("backup", "create", cli.file("b.tar.gz"))
        #expect(again.code == 73)
        #expect(again.stderr.contains("--force"))
        #expect(cli.run("backup", "create", cli.file("b.tar.gz"), "--force").code == 0)
        #expect(
            BackupLayout.defaultFileName(
                at: Date(timeIntervalSince1970: 1_796_044_010), format: .tarGzip,
                timeZone: try #require(TimeZone(identifier: "UTC")))
                == "trip-backup-20261130-130650.tar.gz")
        #expect(
            BackupLayout.defaultFileName(
                at: Date(timeIntervalSince1970: 1_796_044_010), format: .tarGzip,
                timeZone: try #require(TimeZone(identifier: "Asia/Seoul"))) == "trip-backup-20261130-220650.tar.gz")
        #expect(
            LegacyBackupWriter.defaultFileName(
                at: Date(timeIntervalSince1970: 1_796_044_010),
                timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
                == "Trip_261130_14.06.zip")
    }

    /// zstd is the default (issue 15: faster than `sqlite3 .dump | gzip`); gzip is there when asked
    /// for by option or by name, and both restore, told apart by their bytes.
    @Test(arguments: [
        (["plain"], [UInt8]([0x28, 0xb5, 0x2f, 0xfd])),
        (["b.tar.gz"], [0x1f, 0x8b]),
        (["plain", "--format", "tar.gz"], [0x1f, 0x8b]),
        (["b.tar.gz", "--format", "tar.zst"], [0x28, 0xb5, 0x2f, 0xfd]),
    ])
    func defaultIsZstdAndGzipWhenAsked(arguments: [String], magic: [UInt8]) throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 2)
        let path = cli.file(arguments[0])
        let result = cli.run(arguments: ["backup", "create", path] + arguments.dropFirst())
        #expect(result.code == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(bytes.prefix(magic.count)) == magic)
        #expect(cli.run("backup", "verify", path).code == 0)
        #expect(cli.run("backup", "restore", path, "--replace", "--yes").code == 0)
        #expect(
            BackupLayout.defaultFileName(
                at: Date(timeIntervalSince1970: 1_796_044_010), format: .tarZstd,
                timeZone: try #require(TimeZone(identifier: "UTC"))) == "trip-backup-20261130-130650.tar.zst")
    }

    @Test func verifyExitsZeroOrSixtyFive() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 3)
        let path = cli.file("b.tar.zst")
        #expect(cli.run("backup", "create", path).code == 0)
        let ok = cli.run("backup", "verify", path)
        #expect(ok.code == 0)
        #expect(ok.stdout.contains("OK, trip backup (tar.zst), 2 trips, 6 stops"))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes = bytes.prefix(bytes.count / 2)
        try bytes.write(to: URL(fileURLWithPath: path))
        let bad = cli.run("backup", "verify", path)
        #expect(bad.code == 65)
        #expect(bad.stderr.hasPrefix("Error: \(path)"))
        #expect(cli.run("backup", "verify", cli.file("missing")).code == 66)
    }

    @Test func replaceAsksOrNeedsYes() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 1)
        let path = cli.file("b.tar.gz")
        cli.run("backup", "create", path)
        let refused = cli.run("backup", "restore", path, "--replace")
        #expect(refused.code == 64)
        #expect(refused.stderr.contains("--yes"))
        #expect(cli.run("backup", "restore", path, "--replace", "--yes").code == 0)
    }

    @Test func dryRunListsAndChangesNothing() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 2, stops: 1)
        let path = cli.file("b.zip")
        cli.run("backup", "create", path)
        cli.run("new", "Only here")
        let plan = cli.run("backup", "restore", path, "--replace", "--dry-run")
        #expect(plan.code == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains("0 added, 0 updated, 2 unchanged, 1 removed"))
        #expect(plan.stdout.contains("Removed:\n  Only here"))
        #expect(cli.run("list").stdout.contains("Only here"))
    }

    @Test func encryptionTakesThePassphraseFromTheEnvironmentOrAFile() throws {
        let cli = try CLIHarness.forBackups()
        cli.seed(trips: 1, stops: 2)
        let path = cli.file("s.zip")
        let noPassphrase = cli.run("backup", "create", path, "--encrypt")
        #expect(noPassphrase.code == 64)
        #expect(
            cli.run("backup", "create", path, "--encrypt", environment: ["TRIP_PASSPHRASE": "pw-secret"]).code == 0)
        try "pw-secret\n".write(toFile: cli.file("pw.txt"), atomically: true, encoding: .utf8)
        try "nope\n".write(toFile: cli.file("bad.txt"), atomically: true, encoding: .utf8)
        #expect(cli.run("backup", "verify", path, "--passphrase-file", cli.file("pw.txt")).code == 0)
        let wrong = cli.run("backup", "verify", path, "--passphrase-file", cli.file("bad.txt"))
        #expect(wrong.code == 65)
        #expect(wrong.stderr.contains("passphrase is wrong"))
        let missing = cli.run("backup", "verify", path)
        #expect(missing.code == 65)
        #expect(missing.stderr.contains("TRIP_PASSPHRASE"))
    }

    @Test func legacyRoundTripThroughTheAppsFormat() throws {
        let cli = try CLIHarness.forBackups()
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/legacy/Trip_221004_15.30.zip").path
        let imported = cli.run("backup", "restore", sample)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("2 added"))
        #expect(imported.stderr.contains("named it '2022.10.04 여행'"))
        let out = cli.file("Trip_out.zip")
        #expect(cli.run("backup", "create", out, "--format", "여행가자곰").code == 0)
        let entries = try ArchiveReader(path: out).entries()
        let text = String(decoding: try #require(entries.first).data, as: UTF8.self)
        #expect(text.contains("\"isBeingDeleted\":false"))
        let decoded = try LegacyCodec.decode(try #require(entries.first).data, file: out)
        #expect(Set(decoded.trips.map(\.name)) == ["서울 궁궐 투어", "2022.10.04 여행"])
        #expect(cli.run("backup", "restore", sample).stdout.contains("0 added, 0 updated, 2 unchanged"))
    }
}
