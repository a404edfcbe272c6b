import Foundation
import Testing

/// Errors name the thing in the user's words: no SQLite result codes, Foundation error domains or
/// Swift type names, JSON faults by line and column, and long user text shortened.
@Suite struct ErrorWordingTests {
    static func folder(_ cli: CLIHarness, _ name: String) throws -> String {
        let path = cli.directory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aDirectoryAsTheDatabaseIsNamedAsOne() throws {
        let cli = try CLIHarness()
        let folder = try Self.folder(cli, "data")
        let result = cli.run("--db", folder, "list")
        #expect(result.code == 73)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "Error: the database \(folder) is a directory; give a file path such as \(folder)/trip.sqlite\n")
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
        let cli = try CLIHarness()
        let path = try cli.file("notes.txt", String(repeating: "not a database\n", count: 20))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = cli.run("--db", path, "list")
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: \(path) is not a trip database (it is some other kind of file); "
                + "give another path with --db or $TRIP_DB\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func importingADirectorySaysSo() throws {
        let cli = try CLIHarness()
        cli.run("list")
        let folder = try Self.folder(cli, "trips")
        let before = try cli.dump()
        let result = cli.run("import", folder)
        #expect(result.code == 66)
        #expect(result.stderr == "Error: \(folder) is a directory, not a file\n")
        #expect(try cli.dump() == before)
    }

    @Test(arguments: [false, true])
    func exportingOntoADirectorySaysSo(force: Bool) throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        let folder = try Self.folder(cli, "out")
        let result = cli.run(
            arguments: ["export", "서울", "--format", "json", "-o", folder] + (force ? ["--force"] : []))
        #expect(result.code == 73)
        #expect(result.stderr == "Error: \(folder) is a directory; give a file name, such as \(folder)/trip.json\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test(arguments: [
        (
            "{\"name\": \"x\",\n  \"stops\": [}\n",
            "not valid JSON: line 2, column 13: expected a value (an object, a list, "
                + "text in double quotes, a number, true, false or null)"
        ),
        ("[]", "expected an object"),
        ("{\"id\": \"nope\"}", "id: not a valid id (a UUID such as 7a1b2c3d-0000-4000-8000-000000000000)"),
    ])
    func brokenTripDocumentsAreNamedInPlainWords(text: String, message: String) throws {
        let cli = try CLIHarness()
        cli.run("list")
        let path = try cli.file("trip.json", text)
        let before = try cli.dump()
        let result = cli.run("import", path)
        #expect(result.code == 65)
        #expect(result.stderr == "Error: \(path): \(message)\n")
        #expect(try cli.dump() == before)
    }

    @Test func aTripDocumentGivenToBackupVerifyIsCalledOne() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        let path = cli.directory.appendingPathComponent("seoul.json").path
        #expect(cli.run("export", "서울", "--format", "json", "-o", path).code == 0)
        let result = cli.run("backup", "verify", path)
        #expect(result.code == 65)
        #expect(result.stderr.contains("one JSON object, not a backup"))
        #expect(result.stderr.contains("'trip import'"))
        #expect(!result.stderr.contains("Array<Any>"))
    }

    @Test func longUserTextIsShortenedInMessages() throws {
        let cli = try CLIHarness()
        cli.run("list")
        let name = String(repeating: "가", count: 5_000)
        let result = cli.run("show", name)
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: no trip matches '\(String(repeating: "가", count: 60))…'; see 'trip list' for names and ids\n"
        )
    }

    @Test func aShortIDPrefixIsExplained() throws {
        let cli = try CLIHarness()
        cli.run("import", CLIHarness.sample("seoul-day.json"))
        let result = cli.run("show", "93")
        #expect(result.code == 65)
        #expect(
            result.stderr
                == "Error: no trip matches '93'; see 'trip list' for names and ids "
                + "(an id prefix needs at least 4 characters)\n")
    }
}
