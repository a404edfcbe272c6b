import Testing

@testable import TripCLI

@Suite struct HelpTests {
    @Test func everyCommandHasHelpWithTheStandardSections() throws {
        let cli = try CLIHarness()
        func visit(_ command: CommandSpec, path: [String]) {
            let result = cli.run(arguments: path + ["--help"])
            #expect(result.code == 0, "\(path)")
            #expect(result.stdout.hasPrefix("OVERVIEW: \(command.abstract)\n"), "\(path)")
            #expect(result.stdout.contains("\nUSAGE: \((["trip"] + path).joined(separator: " "))"), "\(path)")
            #expect(result.stdout.contains("\nOPTIONS:\n"), "\(path)")
            #expect(result.stderr.isEmpty)
            for subcommand in command.subcommands { visit(subcommand, path: path + [subcommand.name]) }
        }
        visit(Commands.root, path: [])
    }

    @Test func stopAddHelpListsItsArgumentsAndOptions() throws {
        let help = try CLIHarness().run("help", "stop", "add").stdout
        #expect(help.contains("USAGE: trip stop add [<trip>] [<name>] [options]"))  // the name is optional with --spot
        #expect(help.contains("  --lat <LAT>"))
        #expect(help.contains("  --db <PATH>"))
        #expect(help.contains("  -h, --help"))
    }

    @Test func versionAndBareCommandPrintHelpOrVersion() throws {
        let cli = try CLIHarness()
        #expect(cli.run("--version").stdout == "trip \(TripVersion.current)\n")
        #expect(cli.run().stdout.contains("SUBCOMMANDS:"))
        #expect(cli.run("stop").stdout.contains("OVERVIEW: Add, list, move, edit and remove"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsScriptsAskTripForTheWords(shell: String) throws {
        let result = try CLIHarness().run("completions", shell)
        #expect(result.code == 0)
        #expect(result.stdout.contains("__complete"))
    }
}
