public import Foundation
public import TripModel

/// Entry point of the `trip` command line.
public enum TripCommandLine {
    /// Runs `trip` with the process's own streams and environment; returns the exit code.
    public static func main(arguments: [String]) -> Int32 {
        let io = TerminalIO.process()
        return run(arguments, io: io)
    }

    /// Runs one command line. Tests call this with captured streams and a fixed clock.
    public static func run(
        _ arguments: [String], io: TerminalIO, clock: (@Sendable () -> Timestamp)? = nil,
        makeUUID: (@Sendable () -> UUID)? = nil
    ) -> Int32 {
        // The language is bound around the stream check too: a full disk is reported in it as well.
        let language = GlobalOptions.requestedLanguage(arguments) ?? Language.fromLocale(variable: io.variable)
        return Language.$current.withValue(language) {
            let status = runCommand(arguments, io: io, clock: clock, makeUUID: makeUUID)
            return StreamFailures.exitCode(after: status, io: io)
        }
    }

    /// Runs the command in the language `run` bound from `--lang` or the locale before parsing, so even
    /// a usage error and the help read in that language.
    private static func runCommand(
        _ arguments: [String], io: TerminalIO, clock: (@Sendable () -> Timestamp)?, makeUUID: (@Sendable () -> UUID)?
    ) -> Int32 {
        if arguments.first == CompletionAnswers.commandName {
            return CompletionAnswers.run(Array(arguments.dropFirst()), io: io)
        }
        let parser = ArgumentParser(root: Commands.root)
        var commandPath: [String]?
        do {
            switch try parser.parse(arguments) {
            case .version:
                io.standardOutput.write("trip \(TripVersion.current)\n")
            case .help(let command, let path):
                io.standardOutput.write(HelpRenderer(command: command, path: path).render())
            case .run(let command, let parsed):
                commandPath = parsed.commandPath
                try ArgumentText.check(parsed, command: command)
                // Read once so a language that is not one is refused, even by a command that prints no words.
                _ = try parsed[GlobalOptions.language]
                let context = CommandContext(
                    io: io, databaseOverride: try parsed[GlobalOptions.database], clock: clock ?? Timestamp.now,
                    makeUUID: makeUUID ?? { UUID() })
                try command.run?(parsed, context)
            }
            return ExitCode.success
        } catch {
            let cliError = ErrorReporting.cliError(for: error, commandPath: commandPath)
            let word = localized("error.label")
            let label = io.usesColorOnStandardError ? ANSI.red + word + ANSI.reset : word
            // Messages quote what the user gave or the database held: never let it reach the terminal raw.
            io.standardError.write("\(label) \(VisibleText.escaped(cliError.description, keepingNewlines: true))\n")
            if case .usage(_, let helpPath?) = cliError {
                let command = (["trip"] + helpPath + ["--help"]).joined(separator: " ")
                io.standardError.write(localized("error.see-help", ["command": command]) + "\n")
            }
            return cliError.exitCode
        }
    }
}

/// The version `trip --version` prints and backups record.
public enum TripVersion {
    public static let current = "0.1.0"
}
