import Foundation
import Testing

@Suite struct StopCommandTests {
    @Test func addInsertMoveEditLockAndRemove() throws {
        let cli = try CLIHarness()
        cli.run("new", "Seoul")
        cli.run("stop", "add", "Seoul", "경복궁", "--lat", "37.579617", "--lon", "126.977041")
        cli.run("stop", "add", "Seoul", "N서울타워", "--lat", "37.551169", "--lon", "126.988227")
        let inserted = cli.run("stop", "add", "Seoul", "덕수궁", "--lat", "37.565804", "--lon", "126.975146", "--at", "2")
        #expect(inserted.stdout == "Added '덕수궁' to 'Seoul' at position 2 of 3\n")
        #expect(names(cli) == ["경복궁", "덕수궁", "N서울타워"])
        #expect(cli.run("stop", "move", "Seoul", "N서울타워", "--to", "1").code == 0)
        #expect(names(cli) == ["N서울타워", "경복궁", "덕수궁"])
        #expect(cli.run("stop", "edit", "Seoul", "2", "--day", "1", "--notes", "한복 입기").code == 0)
        #expect(cli.run("stop", "lock", "Seoul", "덕수궁").stdout == "Locked stop 3 '덕수궁'\n")
        let stops = try json(cli)
        #expect(stops[1]["day"] as? Int == 1)
        #expect(stops[1]["notes"] as? String == "한복 입기")
        #expect(stops[2]["locked"] as? Bool == true)
        #expect(cli.run("stop", "rm", "Seoul", "1", "--yes").stdout == "Removed 'N서울타워' (was 1) from 'Seoul'\n")
        #expect(try json(cli).map { $0["position"] as? Int } == [1, 2])
    }

    @Test func commandsWithoutATripUseTheCurrentOne() throws {
        let cli = try CLIHarness()
        cli.run("new", "Busan")
        cli.run("start", "Busan")
        let added = cli.run("stop", "add", "부산역", "--lat", "35.115225", "--lon", "129.042243", "--day", "1")
        #expect(added.code == 0)
        #expect(added.stdout.contains("to 'Busan'"))
        #expect(cli.run("stop", "list", "--day", "1").stdout.contains("부산역"))
        #expect(cli.run("companion", "add", "영희").stdout == "Added 영희 to 'Busan'\n")
        #expect(cli.run("companion", "list").stdout == "영희\n")
    }

    @Test func negativeCoordinatesAreValuesNotOptions() throws {
        let cli = try CLIHarness()
        cli.run("new", "South")
        let result = cli.run("stop", "add", "South", "Sydney Opera House", "--lat", "-33.8568", "--lon", "151.2153")
        #expect(result.code == 0)
        #expect(try json(cli, trip: "South").first?["latitude"] as? Double == -33.8568)
    }

    @Test func companionsAreSharedAndRemovableEverywhere() throws {
        let cli = try CLIHarness()
        cli.run("new", "A")
        cli.run("new", "B")
        cli.run("companion", "add", "철수", "--trip", "A")
        cli.run("companion", "add", "철수 ", "--trip", "B")
        #expect(cli.run("companion", "list", "--all").stdout == "철수  (2 trips)\n")
        #expect(cli.run("companion", "rm", "철수", "--everywhere", "--yes").code == 0)
        #expect(cli.run("companion", "list", "--trip", "A").stderr.contains("No companions yet"))
    }

    private func names(_ cli: CLIHarness) -> [String] {
        ((try? json(cli)) ?? []).compactMap { $0["name"] as? String }
    }

    private func json(_ cli: CLIHarness, trip: String = "Seoul") throws -> [[String: Any]] {
        let output = cli.run("stop", "list", trip, "--json").stdout
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }
}
