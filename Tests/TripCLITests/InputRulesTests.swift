import Foundation
import Testing

/// The same input rules on every path: companion names that --split/--shares could never name, names
/// typed in decomposed Unicode, days past a dated trip's end, and passphrases too short to protect.
@Suite struct InputRulesTests {
    static func dated() throws -> CLIHarness {
        let cli = try CLIHarness()
        try #require(cli.run("new", "Busan", "--start", "2026-12-10", "--end", "2026-12-12").code == 0)
        for (index, name) in ["A", "B", "C"].enumerated() {
            let result = cli.run(
                "stop", "add", "Busan", name, "--lat", "35.1", "--lon", String(129.0 + Double(index) / 100), "--day",
                String(index + 1))
            try #require(result.code == 0)
        }
        return cli
    }

    @Test(arguments: ["a,b", "x=y"])
    func companionNamesWithSeparatorsAreRefused(name: String) throws {
        let cli = try Self.dated()
        let before = try cli.dump()
        let result = cli.run("companion", "add", name, "--trip", "Busan")
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: a companion's name cannot contain ',' or '=' (--split and --shares use them between names): "
                    + "'\(name)'\n"))
        #expect(try cli.dump() == before)
    }

    @Test func aTripDocumentWithSuchACompanionKeepsIt() throws {
        let cli = try CLIHarness()
        cli.run("list")
        let text = """
            {"id": "7a1b2c3d-0000-4000-8000-000000000001", "name": "T", "status": "planning", "notes": "",
             "createdAt": "2026-11-30T00:00:00.000Z", "updatedAt": "2026-11-30T00:00:00.000Z",
             "stops": [], "expenses": [],
             "companions": [{"id": "7a1b2c3d-0000-4000-8000-000000000002", "name": "a,b"}]}
            """
        let path = try cli.file("t.json", text)
        let before = try cli.dump()
        let result = cli.run("import", path)
        // A file's companion keeps its name: refusing it would refuse the whole trip.
        #expect(result.code == 0)
        #expect(try cli.dump() != before)
        #expect(cli.run("companion", "list", "--trip", "T").stdout.contains("a,b"))
    }

    @Test func aTripNameTypedDecomposedFindsTheTrip() throws {
        let cli = try CLIHarness()
        let composed = "부산 여행"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(Array(decomposed.utf8) != Array(composed.utf8))
        #expect(cli.run("new", decomposed).code == 0)
        let show = cli.run("show", composed, "--json")
        #expect(show.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let stored = try #require(object["name"] as? String)
        #expect(Array(stored.utf8) == Array(composed.utf8))
        #expect(cli.run("show", decomposed).code == 0)
    }

    @Test(arguments: [
        ["stop", "edit", "Busan", "A", "--day", "99"],
        ["stop", "add", "Busan", "D", "--lat", "35.1", "--lon", "129.1", "--day", "4"],
    ])
    func aDayPastTheEndIsRefused(arguments: [String]) throws {
        let cli = try Self.dated()
        let before = try cli.dump()
        let result = cli.run(arguments: arguments)
        let day = arguments.last ?? ""
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: day \(day) is past the end of 'Busan', which has 3 days (2026-12-10 → 2026-12-12); "
                + "use a day from 1 to 3, or move the end with 'trip edit --end'\n")
        #expect(try cli.dump() == before)
    }

    @Test func shorteningATripNamesTheStopsLeftPastItsEnd() throws {
        let cli = try Self.dated()
        let result = cli.run("edit", "Busan", "--end", "2026-12-11")
        #expect(result.code == 0)
        #expect(result.stdout == "Updated 'Busan'\n")
        #expect(
            result.stderr
                == "Warning: 'Busan' now has 2 days, but this stop is on a later day: 3 'C' (day 3); "
                + "give it a day with 'trip stop edit STOP --day D' or run 'trip plan days 2'\n")
        // Already stranded stops are not repeated by a later edit.
        #expect(cli.run("edit", "Busan", "--notes", "x").stderr == "")
    }

    @Test func aShortPassphraseIsRefusedAndNothingIsWritten() throws {
        let cli = try Self.dated()
        let path = cli.directory.appendingPathComponent("b.zip").path
        let result = cli.run("backup", "create", path, "--encrypt", environment: ["TRIP_PASSPHRASE": "a"])
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: an encryption passphrase needs at least 8 characters, got 1 character; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
