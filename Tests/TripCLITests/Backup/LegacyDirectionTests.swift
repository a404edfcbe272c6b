import Foundation
import Testing

/// 여행가자곰 both ways: nothing dropped without a word, nothing duplicated, nothing finished by accident.
@Suite struct LegacyDirectionTests {
    /// A bare encodedData.json whose modification time stands for the backup's time.
    private func phoneBackup(_ cli: CLIHarness, _ name: String, _ json: String, day: Int) throws -> String {
        let path = try cli.file(name, json)
        let date = Date(timeIntervalSince1970: 1_664_841_600 + Double(day) * 86_400)  // 2022-10-04 00:00 UTC
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        return path
    }

    private let 성산 = #"{"turn": 1, "name": "성산일출봉", "address": "", "latitude": 33.458056, "longitude": 126.9425}"#
    private let 공항 = #"{"turn": 2, "name": "제주국제공항", "address": "", "latitude": 33.510414, "longitude": 126.491353}"#
    private let 김녕 = #"{"turn": 3, "name": "김녕해수욕장", "address": "", "latitude": 33.5573, "longitude": 126.7596}"#

    @Test func exportSaysWhatTheAppCannotHold() throws {
        let cli = try CLIHarness()
        cli.run("new", "Jeju")
        cli.run("edit", "Jeju", "--start", "2026-12-01", "--end", "2026-12-03", "--notes", "rent a car")
        cli.run("stop", "add", "Jeju", "성산일출봉", "--lat", "33.458056", "--lon", "126.9425", "--day", "1")
        cli.run("stop", "add", "Jeju", "공항", "--lat", "33.51", "--lon", "126.49", "--day", "2", "--notes", "6시")
        cli.run("stop", "lock", "Jeju", "1")
        cli.run("expense", "add", "Jeju", "12000", "--desc", "택시", "--paid-by", "me")
        cli.run("start", "Jeju")
        cli.run("new", "Someday")
        let path = cli.directory.appendingPathComponent("Trip_261201_10.00.zip").path
        let text = cli.run("backup", "create", path, "--format", "여행가자곰")
        #expect(text.code == 0)
        #expect(text.stdout == "Wrote 1 trip for 여행가자곰 to \(path)\n")
        #expect(
            text.stderr
                == "Not carried (the app has no place for them; planning trips are left out): 1 planning trip, "
                + "2 dates, 1 trip note, 1 stop note, 2 stop days, 1 lock, 1 expense.\n")
        let json = cli.run("backup", "create", path, "--format", "legacy", "--force", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let notCarried = try #require(object["notCarried"] as? [String: Int])
        #expect(notCarried["planningTrips"] == 1 && notCarried["dates"] == 2 && notCarried["expenses"] == 1)
        #expect(notCarried["days"] == 2 && notCarried["locks"] == 1 && notCarried["stopNotes"] == 1)
        #expect(json.stderr.hasPrefix("Not carried"))
    }

    @Test func ownExportRestoredIntoTheSameDatabaseChangesNothing() throws {
        let cli = try CLIHarness()
        cli.run("new", "Seoul")
        cli.run("stop", "add", "Seoul", "경복궁", "--lat", "37.579617", "--lon", "126.977041")
        cli.run("companion", "add", "지민", "--trip", "Seoul")
        cli.run("start", "Seoul")
        cli.run("finish", "Seoul")
        cli.run("new", "Jeju")
        cli.run("stop", "add", "Jeju", "성산일출봉", "--lat", "33.458056", "--lon", "126.9425")
        cli.run("companion", "add", "Alex", "--trip", "Jeju")
        cli.run("start", "Jeju")
        cli.run("new", "Busan plans")
        cli.run("stop", "add", "Busan plans", "해운대", "--lat", "35.1587", "--lon", "129.1604")
        let path = cli.directory.appendingPathComponent("Trip_261201_10.00.zip").path
        #expect(cli.run("backup", "create", path, "--format", "여행가자곰").code == 0)
        let before = try cli.dump()
        let restored = cli.run("backup", "restore", path)
        #expect(restored.code == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("0 added, 0 updated, 2 unchanged"))
        #expect(try cli.dump() == before)
        #expect(cli.run("list").stdout.contains("planning"))
    }

    @Test func aLaterPhoneBackupUpdatesTheTripRestoredBefore() throws {
        let cli = try CLIHarness()
        let first = try phoneBackup(
            cli, "first.json",
            #"[{"tripName": "", "isTraveling": true, "trips": [\#(성산), \#(공항)], "companions": [{"companion": "지민"}]}]"#,
            day: 0)
        #expect(cli.run("backup", "restore", first).code == 0)
        let current = cli.run("list")
        #expect(current.stdout.contains("2022.10.04 여행"))
        let second = try phoneBackup(
            cli, "second.json",
            #"[{"tripName": "제주 여행", "isTraveling": false, "trips": [\#(성산), \#(공항), \#(김녕)], "#
                + #""companions": [{"companion": "지민"}]}, "#
                + #"{"tripName": "", "isTraveling": true, "trips": [\#(김녕)], "companions": []}]"#,
            day: 2)
        let restored = cli.run("backup", "restore", second)
        #expect(restored.code == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("1 added, 1 updated, 0 unchanged"))
        let history = cli.run("history").stdout
        #expect(history.contains("제주 여행"))
        let list = cli.run("list", "--json").stdout
        #expect(!list.contains("2022.10.04 여행"))
        let show = cli.run("show", "제주 여행", "--json").stdout
        #expect(show.contains("\"status\" : \"finished\""))
        #expect(show.contains("김녕해수욕장"))
        // The new current trip is the phone's, not the stale copy.
        #expect(cli.run("show", "--json").stdout.contains("2022.10.06 여행"))
        // Restoring the newer file again changes nothing.
        let before = try cli.dump()
        #expect(cli.run("backup", "restore", second).stdout.contains("0 added, 0 updated, 2 unchanged"))
        #expect(try cli.dump() == before)
    }

    @Test func aCompanionWhoPaidStaysWhenALaterPhoneBackupDropsThem() throws {
        let cli = try CLIHarness()
        let first = try phoneBackup(
            cli, "first.json",
            #"[{"tripName": "제주", "isTraveling": true, "trips": [\#(성산)], "companions": [{"companion": "지민"}]}]"#,
            day: 0)
        #expect(cli.run("backup", "restore", first).code == 0)
        #expect(cli.run("expense", "add", "제주", "9000", "--desc", "tea", "--paid-by", "지민").code == 0)
        let second = try phoneBackup(
            cli, "second.json",
            #"[{"tripName": "제주", "isTraveling": true, "trips": [\#(성산), \#(공항)], "companions": []}]"#,
            day: 1519)  // 2026-12-01, later than the test clock's edit
        let restored = cli.run("backup", "restore", second)
        #expect(restored.code == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("0 added, 1 updated, 0 unchanged"))
        let show = cli.run("show", "제주", "--json").stdout
        #expect(show.contains("제주국제공항"))
        #expect(cli.run("companion", "list", "--trip", "제주").stdout.contains("지민"))
        #expect(cli.run("expense", "list", "제주").stdout.contains("tea"))
    }
}
