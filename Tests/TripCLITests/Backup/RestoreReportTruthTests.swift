import Foundation
import Testing

/// Restore, backup and import reports say exactly what happened.
@Suite struct RestoreReportTruthTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/tourapi/\(name)").path
    }

    @Test func aNewerLocalTripIsCountedOnceAsKeptAndShown() throws {
        let cli = try CLIHarness()
        for name in ["A", "B", "C"] { cli.run("new", name) }
        let path = cli.directory.appendingPathComponent("b.tar.gz").path
        #expect(cli.run("backup", "create", path).code == 0)
        cli.run("rename", "B", "B later")
        let text = cli.run("backup", "restore", path, "--dry-run")
        #expect(
            text.stdout.hasPrefix(
                "\(path): would restore backup (merge): 0 added, 0 updated, 2 unchanged, "
                    + "1 kept (newer here), 0 removed\n"))
        let json = cli.run("backup", "restore", path, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts == ["added": 0, "updated": 0, "unchanged": 2, "keptLocal": 1, "removed": 0, "futureDated": 0])
        #expect((object["unchanged"] as? [Any])?.count == 2 && (object["keptLocal"] as? [Any])?.count == 1)
    }

    @Test func replaceRemovesCompanionsTheBackupDoesNotHave() throws {
        let cli = try CLIHarness()
        cli.run("new", "Jeju")
        cli.run("companion", "add", "지민", "--trip", "Jeju")
        let path = cli.directory.appendingPathComponent("b.tar.gz").path
        #expect(cli.run("backup", "create", path).code == 0)
        cli.run("new", "Seoul")
        cli.run("companion", "add", "Alex", "--trip", "Seoul")
        let dry = cli.run("backup", "restore", path, "--replace", "--dry-run")
        #expect(dry.stdout.contains("\n  companions.json: 0 added, 0 updated, 1 unchanged, 1 removed\n"))
        let restored = cli.run("backup", "restore", path, "--replace", "--yes")
        #expect(restored.code == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("\n  companions.json: 0 added, 0 updated, 1 unchanged, 1 removed\n"))
        let everyone = cli.run("companion", "list", "--all").stdout
        #expect(everyone.contains("지민") && !everyone.contains("Alex"))
    }

    @Test func bookmarksRemovedWithTheirSpotsAreCounted() throws {
        let cli = try CLIHarness()
        cli.run("new", "Jeju")
        let path = cli.directory.appendingPathComponent("b.tar.gz").path
        #expect(cli.run("backup", "create", path).code == 0)
        #expect(cli.run("spots", "import", Self.fixture("areaBasedList2_seoul.json")).code == 0)
        #expect(cli.run("spots", "bookmark", "126508").code == 0)
        for extra in [["--dry-run"], ["--yes"]] {
            let result = cli.run(arguments: ["backup", "restore", path, "--replace"] + extra)
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\n  bookmarks.json: 0 added, 0 updated, 0 unchanged, 1 removed\n"))
            #expect(result.stdout.contains("\n  spots: 0 added, 0 updated, 0 unchanged, 6 removed\n"))
        }
        #expect(cli.run("spots", "bookmarks").stdout.isEmpty)
    }

    @Test func importingTheSameSpotsTwiceSaysUnchanged() throws {
        let cli = try CLIHarness()
        let file = Self.fixture("areaBasedList2_seoul.json")
        #expect(
            cli.run("spots", "import", file).stdout
                == "Imported 1 file: 6 added, 0 updated, 0 unchanged; barrier-free facts for 0 spots\n")
        #expect(
            cli.run("spots", "import", file, file).stdout
                == "Imported 2 files: 0 added, 0 updated, 6 unchanged; barrier-free facts for 0 spots\n")
    }

    @Test func countsAgreeWithTheirNouns() throws {
        let cli = try CLIHarness()
        cli.run("new", "Jeju")
        cli.run("stop", "add", "Jeju", "성산일출봉", "--lat", "33.458056", "--lon", "126.9425")
        cli.run("companion", "add", "지민", "--trip", "Jeju")
        #expect(cli.run("spots", "import", Self.fixture("locationBasedList2_single.json")).code == 0)
        cli.run("spots", "search", "궁")
        let path = cli.directory.appendingPathComponent("b.tar.gz").path
        let created = cli.run("backup", "create", path)
        #expect(created.stdout == "Backed up 1 trip, 1 stop, 1 companion, 1 spot, 1 search to \(path)\n")
        cli.run("spots", "search", "문")
        let again = cli.run("backup", "create", path, "--force")
        #expect(again.stdout == "Backed up 1 trip, 1 stop, 1 companion, 1 spot, 2 searches to \(path)\n")
    }
}
