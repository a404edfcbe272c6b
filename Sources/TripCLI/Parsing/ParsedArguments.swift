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

    /// The positional at `index`, if given.
    package func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The label for `trip X Y --help` hints.
    package var commandName: String { (["trip"] + commandPath).joined(separator: " ") }
}
