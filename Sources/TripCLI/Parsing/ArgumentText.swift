import TripModel

/// The command line's part of the input gate: no argument may carry a control character (the
/// values of `--notes` and `--address` may hold tabs and newlines), whatever the command.
///
/// Checked once for every command, before it runs, so a name with ESC or NUL in it never reaches
/// the database or a message; the store's own rules (``TripRules``) still apply afterwards.
enum ArgumentText {
    /// Options whose values are multi-line text, as ``TextRules`` allows for notes and addresses.
    static let multiline: Set<String> = ["notes", "address"]

    /// - Throws: ``CLIError/usage(_:helpPath:)`` naming the argument or option at fault.
    static func check(_ parsed: ParsedArguments, command: CommandSpec) throws {
        for (index, value) in parsed.positionals.enumerated() {
            let spec = command.arguments.indices.contains(index) ? command.arguments[index] : command.arguments.last
            // `what` is an autoclosure: the label is worded only when there is a problem to report.
            let name = spec?.name ?? String(index + 1)
            if let problem = TextRules.lineProblem(
                value, what: localized("parser.argument-label", ["name": name]), limit: nil)
            {
                throw CLIError.usage(problem, helpPath: parsed.commandPath)
            }
        }
        for (name, values) in parsed.options.sorted(by: { $0.key < $1.key }) {
            for value in values {
                let problem =
                    multiline.contains(name)
                    ? TextRules.notesProblem(value, what: "--\(name)", limit: nil)
                    : TextRules.lineProblem(value, what: "--\(name)", limit: nil)
                if let problem { throw CLIError.usage(problem, helpPath: parsed.commandPath) }
            }
        }
    }
}
