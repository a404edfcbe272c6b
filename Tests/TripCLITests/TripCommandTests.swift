import Foundation
import Testing

@testable import TripStore

@Suite struct TripCommandTests {
    @Test func newListShowRenameAndRemove() throws {
        let cli = try CLIHarness()
        let created = cli.run("new", "Busan", "--start", "2026-12-01", "--end", "2026-12-02")
        #expect(created.code == 0)
        #expect(created.stdout.hasPrefix("Created trip 'Busan'"))
        #expect(created.stderr.isEmpty)
        let list = cli.run("list")
        #expect(list.stdout.contains("Busan"))
        #expect(list.stdout.contains("2026-12-01 → 2026-12-02"))
        #expect(cli.run("rename", "Busan", "부산 1박").code == 0)
        #expect(cli.run("show", "부산 1박").stdout.hasPrefix("부산 1박  [planning]"))
        #expect(cli.run("rm", "부산 1박", "--yes").stdout == "Deleted trip '부산 1박'\n")
        #expect(cli.run("list", "--json").stdout == "[\n\n]\n")
    }

    @Test func listJSONIsAnArrayOfTripDocumentsWithStableKeys() throws {
        let cli = try CLIHarness()
        cli.run("new", "Seoul")
        cli.run("stop", "add", "Seoul", "경복궁", "--lat", "37.579617", "--lon", "126.977041")
        let result = cli.run("list", "--json")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(
            Set(array[0].keys) == [
                "id", "name", "status", "startDate", "endDate", "updatedAt", "finishedAt", "stopCount", "current",
            ])
        #expect(array[0]["stopCount"] as? Int == 1)
        #expect(array[0]["current"] as? Bool == false)
        cli.run("start", "Seoul")
        let started = cli.run("list", "--json").stdout
        let after = try #require(try JSONSerialization.jsonObject(with: Data(started.utf8)) as? [[String: Any]])
        #expect(after[0]["current"] as? Bool == true)
    }

    @Test func showJSONCarriesLegsAndTotal() throws {
        let cli = try CLIHarness()
        #expect(cli.run("import", CLIHarness.sample("seoul-day.json")).code == 0)
        let result = cli.run("show", "서울", "--json")
        #expect(result.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        let stops = try #require(object["stops"] as? [[String: Any]])
        #expect(legs.count == stops.count - 1)
        let sum = legs.compactMap { $0["meters"] as? Double }.reduce(0, +)
        let total = try #require(object["totalMeters"] as? Double)
        #expect(abs(sum - total) < 1)
        // 경복궁 → 북촌한옥마을 is about 690 m on the ground.
        let first = try #require(legs.first?["meters"] as? Double)
        #expect(first > 600 && first < 800)
    }

    @Test func startFinishAndHistory() throws {
        let cli = try CLIHarness()
        cli.run("new", " ")  // refused: names must not be blank
        cli.run("import", CLIHarness.sample("jeju-3-days.json"))
        #expect(cli.run("start", "제주").code == 0)
        #expect(cli.run("list", "--status", "traveling").stdout.contains("제주 3일 (Jeju 3 days)*"))
        let finished = cli.run("finish")
        #expect(finished.stdout == "Finished '제주 3일 (Jeju 3 days)': see it in 'trip history'\n")
        let history = cli.run("history", "--json")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(array.first?["status"] as? String == "finished")
        #expect(array.first?["finishedAt"] as? String != nil)
        // The harness clock is 2026-11-30 (UTC); the table shows the day each trip was finished.
        #expect(
            cli.run("history").stdout
                == "ID        NAME                    STATUS    DATES                    STOPS  FINISHED\n"
                + "7a1b2c3d  제주 3일 (Jeju 3 days)  finished  2026-12-10 → 2026-12-12     12  2026-11-30\n")
        let again = cli.run("finish")
        #expect(again.code == 65)
        #expect(again.stderr.contains("no current trip"))
    }

    @Test func anUnnamedTripGetsADefaultNameWhenFinished() throws {
        let cli = try CLIHarness()
        let document = """
            {"id":"11111111-2222-4333-8444-555555555555","name":"","status":"planning","startDate":"2026-10-04",
             "createdAt":"2026-10-01T00:00:00Z","updatedAt":"2026-10-01T00:00:00Z","stops":[]}
            """
        // Inputs refuse a blank name now; a database written by an older version may still hold one.
        let path = try cli.file("unnamed.json", document)
        #expect(cli.run("import", path).stderr == "Error: \(path): name: the name is blank\n")
        #expect(cli.run("new", "Other").code == 0)
        let connection = try Connection(path: cli.databasePath)
        try connection.run(
            """
            INSERT INTO trips (id, name, status, start_date, created_at, updated_at)
            VALUES ('11111111-2222-4333-8444-555555555555', '', 'planning', '2026-10-04', '2026-10-01T00:00:00.000Z',
                '2026-10-01T00:00:00.000Z')
            """)
        connection.close()
        #expect(cli.run("finish", "11111111").stdout.contains("'2026.10.04 여행'"))
    }

    @Test func startRefusesWhileAnotherTripIsUnderWayUnlessSwitching() throws {
        let cli = try CLIHarness()
        cli.run("new", "A")
        cli.run("new", "B")
        cli.run("start", "A")
        let before = try cli.dump()
        let refused = cli.run("start", "B")
        #expect(refused.code == 65)
        #expect(refused.stderr == "Error: 'A' is under way; finish it with 'trip finish' or add --switch\n")
        #expect(try cli.dump() == before)
        #expect(cli.run("start", "B", "--switch").code == 0)
        #expect(cli.run("list", "--status", "planning").stdout.contains("A"))
    }

    @Test func removeAsksOnATerminalAndRefusesElsewhereWithoutYes() throws {
        let cli = try CLIHarness()
        cli.run("new", "Keep")
        let before = try cli.dump()
        let refused = cli.run("rm", "Keep")
        #expect(refused.code == 64)
        #expect(refused.stderr.contains("refusing without --yes"))
        let declined = cli.run("rm", "Keep", stdin: ["n"], terminal: true)
        #expect(declined.code == 0)
        #expect(declined.stderr.contains("Delete trip 'Keep' and its 0 stops? [y/N]"))
        #expect(try cli.dump() == before)
        #expect(cli.run("rm", "Keep", stdin: ["y"], terminal: true).stdout == "Deleted trip 'Keep'\n")
    }

    @Test func exportThenImportGivesTheSameDocument() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("jeju-3-days.json"))
        let exported = cli.run("export", "제주", "--format", "json")
        #expect(exported.code == 0)
        let original = try String(contentsOfFile: CLIHarness.sample("jeju-3-days.json"), encoding: .utf8)
        #expect(exported.stdout == original)
        let other = try CLIHarness()
        let path = try other.file("jeju.json", exported.stdout)
        #expect(other.run("import", path).code == 0)
        #expect(other.run("export", "제주").stdout == original)
    }

    @Test func exportToAFileNeverOverwritesWithoutForce() throws {
        let cli = try CLIHarness()
        cli.run("new", "Out")
        let path = try cli.file("out.json", "keep me")
        let refused = cli.run("export", "Out", "-o", path)
        #expect(refused.code == 73)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
        #expect(cli.run("export", "Out", "-o", path, "--force").code == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"name\" : \"Out\""))
    }
}
