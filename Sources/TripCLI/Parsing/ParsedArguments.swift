/// What the parser found on the command line for one command.
package struct ParsedArguments: Sendable {
    /// The command's path, e.g. `["stop", "add"]`, for messages.
    package let commandPath: [String]
    /// Positional values in order.
    package let positionals: [String]
    /// Values by option name; flags map to an empty list per occurrence.
    let options: [String: [String]]

    package init(commandPath: [String], positionals: [String], options: [String: [String]]) {
        self.commandPath = commandPath
        self.positionals = positionals
        self.options = options
    }

    // The string look-ups below are for the commands not yet declared with typed options
    // (`Option`, `Flag`; see ParsedArguments+Options.swift): Plan and Sync. New code reads options typed.

    /// True when the flag was given.
    package func flag(_ name: String) -> Bool { options[name] != nil }

    /// The last value given for an option, if any.
    package func value(_ name: String) -> String? { options[name]?.last }

    /// Every value given for a repeatable option.
    package func values(_ name: String) -> [String] { options[name] ?? [] }

    /// The value of an option, converted by `parse`; a failed conversion is a usage error naming the option.
    package func value<T>(_ name: String, as what: String, _ parse: (String) -> T?) throws -> T? {
        guard let text = value(name) else { return nil }
        guard let parsed = parse(text) else {
            throw CLIError.usage("--\(name) expects \(what), got '\(text)'")
        }
        return parsed
    }

    /// The value of an option that must be there.
    package func required(_ name: String) throws -> String {
        guard let text = value(name) else { throw CLIError.usage("missing --\(name)") }
        return text
    }

    /// The positional at `index`, if given.
    package func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The label for `trip X Y --help` hints.
    package var commandName: String { (["trip"] + commandPath).joined(separator: " ") }
}
