import Foundation
import Testing

@testable import TripCLI

/// `trip __complete` and the scripts that call it: commands, options, values, and names from the database.
@Suite struct CompletionTests {
    static let jeju = "제주 3일 (Jeju 3 days)"

    /// A database with the Jeju sample (companions Alex and 지민) and a second trip.
    static func seeded() throws -> CLIHarness {
        let cli = try CLIHarness()
        #expect(cli.run("import", CLIHarness.sample("jeju-3-days.json")).code == 0)
        #expect(cli.run("new", "부산 여행").code == 0)
        return cli
    }

    static func answers(_ cli: CLIHarness, _ words: String...) -> [String] {
        let result = cli.run(arguments: ["__complete"] + words)
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func commandsAndSubcommandsComeFromTheTree() throws {
        let cli = try CLIHarness()
        #expect(Self.answers(cli, "") == Commands.root.subcommands.map(\.name))
        #expect(Self.answers(cli, "st") == ["start", "stop"])
        #expect(Self.answers(cli, "stop", "ed") == ["edit"])
        #expect(Self.answers(cli, "stop", "add", "--la") == ["--lat", "--lang"])
        #expect(!Self.answers(cli, "").contains("__complete"))
    }

    @Test func tripNamesForATripArgument() throws {
        let cli = try Self.seeded()
        #expect(Set(Self.answers(cli, "show", "")) == [Self.jeju, "부산 여행"])
        #expect(Self.answers(cli, "show", "제주") == [Self.jeju])
        #expect(Self.answers(cli, "show", "\"부산") == ["부산 여행"])
        #expect(Self.answers(cli, "rename", "부산\\ 여") == ["부산 여행"])
    }

    @Test func stopNamesOfTheTripOnTheLine() throws {
        let cli = try Self.seeded()
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("show", Self.jeju, "--json").stdout.utf8))
                as? [String: Any])
        let stops = try #require(document["stops"] as? [[String: Any]])
        let names = stops.compactMap { $0["name"] as? String }
        #expect(!names.isEmpty)
        #expect(Self.answers(cli, "stop", "edit", Self.jeju, "") == names)
        #expect(Self.answers(cli, "stop", "edit", "--json", Self.jeju, names[0]) == [names[0]])
        // Without a trip named, the first word may be a trip or a stop of the current trip.
        #expect(cli.run("start", Self.jeju).code == 0)
        #expect(Self.answers(cli, "stop", "rm", "") == [Self.jeju, "부산 여행"] + names)
    }

    @Test func optionValues() throws {
        let cli = try Self.seeded()
        #expect(Self.answers(cli, "export", "--format", "") == ExportFormats.names)
        #expect(Self.answers(cli, "export", "--format", "g") == ["gpx", "geojson", "gmaps"])
        #expect(Self.answers(cli, "spots", "near", "--type", "lo") == ["lodging"])
        let payers = Self.answers(cli, "expense", "add", "--paid-by", "")
        #expect(payers.first == "me" && Set(payers) == ["me", "Alex", "지민"])
        #expect(Self.answers(cli, "expense", "add", "--paid-by", "지") == ["지민"])
        #expect(Self.answers(cli, "completions", "") == ["bash", "zsh", "fish"])
        #expect(Self.answers(cli, "list", "--status", "p") == ["planning"])
        // A file option offers nothing, so the shell completes file names.
        #expect(Self.answers(cli, "export", "-o", "").isEmpty)
    }

    @Test func companionNamesForRemoval() throws {
        let cli = try Self.seeded()
        #expect(Set(Self.answers(cli, "companion", "rm", "")) == ["Alex", "지민"])
        #expect(Self.answers(cli, "companion", "rm", "al") == ["Alex"])
        #expect(Self.answers(cli, "companion", "add", "").isEmpty)
    }

    @Test func neverCreatesOrChangesTheDatabase() throws {
        let cli = try Self.seeded()
        let before = try cli.dump()
        _ = Self.answers(cli, "stop", "edit", Self.jeju, "")
        #expect(try cli.dump() == before)
        let missing = cli.directory.appendingPathComponent("none.sqlite").path
        #expect(Self.answers(cli, "show", "--db", missing, "").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: missing))
        let other = try CLIHarness()
        #expect(Self.answers(other, "show", "").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: other.databasePath))
    }

    @Test func aNameWithAControlCharacterIsNeverOffered() {
        #expect(CompletionAnswers.matching(["ok", "bad\u{1B}[31m", "ok"], prefix: "") == ["ok"])
        #expect(CompletionAnswers.matching(["Jeju", "jeonju"], prefix: "JE") == ["Jeju", "jeonju"])
        // A name typed in decomposed Hangul still matches the stored composed one.
        let decomposed = "부산".decomposedStringWithCanonicalMapping
        #expect(CompletionAnswers.matching(["부산 여행"], prefix: decomposed) == ["부산 여행"])
    }

    @Test func theBashScriptCompletesTripNamesWithSpacesQuoted() throws {
        let cli = try Self.seeded()
        let executable = try #require(TripExecutable.path)
        let script = try cli.file("trip.bash", cli.run("completions", "bash").stdout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c",
            "source \"$0\"; COMP_WORDS=(\"$1\" show 부산); COMP_CWORD=2; _trip; printf '%s\\n' \"${COMPREPLY[@]}\"",
            script, executable,
        ]
        process.environment = ["TRIP_DB": cli.databasePath, "LANG": "C.UTF-8", "HOME": cli.directory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output == "부산\\ 여행\n")
    }

    /// Runs `shell` with `arguments`, `trip` first on PATH, against the harness's database.
    private static func shell(_ cli: CLIHarness, _ path: String, _ arguments: [String]) throws -> (Int32, String) {
        let executable = try #require(TripExecutable.path)
        let bin = cli.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("trip").path, withDestinationPath: executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = cli.directory
        process.environment = [
            "TRIP_DB": cli.databasePath, "LANG": "C.UTF-8", "HOME": cli.directory.path,
            "PATH": bin.path + ":/usr/bin:/bin",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func theFishScriptCompletesNamesAndFallsBackToFiles() throws {
        let cli = try Self.seeded()
        let script = try cli.file("trip.fish", cli.run("completions", "fish").stdout)
        _ = try cli.file("notes.txt", "")
        let (status, output) = try Self.shell(
            cli, "/usr/bin/fish",
            [
                "-c",
                "source \(script); complete -C 'trip sho'; echo ==; complete -C 'trip show 부산'; echo ==; "
                    + "complete -C 'trip export --format g'; echo ==; complete -C 'trip import note'",
            ])
        #expect(status == 0)
        #expect(output == "show\n==\n부산 여행\n==\ngeojson\ngmaps\ngpx\n==\nnotes.txt\n")
    }

    @Test func theZshScriptIsValidZsh() throws {
        let cli = try CLIHarness()
        let script = try cli.file("_trip", cli.run("completions", "zsh").stdout)
        let (status, _) = try Self.shell(cli, "/usr/bin/zsh", ["-n", script])
        #expect(status == 0)
    }
}
