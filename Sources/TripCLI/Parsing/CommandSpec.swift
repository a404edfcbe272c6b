/// The description of one command: what the parser accepts, what help prints, what runs.
///
/// A group (`trip stop`) has subcommands and no `run`; a leaf has `run`.
public struct CommandSpec: Sendable {
    public let name: String
    public let abstract: String
    public let discussion: String
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let subcommands: [CommandSpec]
    public let run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)?

    public init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = [],
        run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.run = run
    }

    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// This command's own options followed by the ones every command takes.
    var allOptions: [OptionSpec] { options + OptionSpec.global }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let help: String
    public let isOptional: Bool
    /// Takes every remaining positional value.
    public let isVariadic: Bool

    public init(_ name: String, _ help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}

/// A named option: a flag (`--json`) or one that takes a value (`--lat 37.5`).
public struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `lat`; also the key values are read by.
    public let name: String
    public let short: Character?
    /// Placeholder shown in help for the value, or nil for a flag.
    public let valueName: String?
    public let help: String
    public let isRepeatable: Bool

    public static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, isRepeatable: false)
    }

    public static func value(
        _ name: String, short: Character? = nil, _ valueName: String, _ help: String, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help, isRepeatable: repeatable)
    }

    var isFlag: Bool { valueName == nil }

    /// Options every command accepts.
    static let global: [OptionSpec] = [
        .value("db", "PATH", "Database file (default: $TRIP_DB, else $XDG_DATA_HOME/trip/trip.sqlite)"),
        .flag("help", short: "h", "Show help for this command"),
    ]

    /// The common `--json` flag.
    public static let json = OptionSpec.flag("json", "Print JSON instead of a table")
    /// The common `--yes` flag for destructive commands.
    public static let yes = OptionSpec.flag("yes", short: "y", "Do not ask for confirmation")
}
