import TripModel

/// The description of one command: what the parser accepts, what help prints, what runs.
///
/// A group (`trip stop`) has subcommands and no `run`; a leaf has `run`.
package struct CommandSpec: Sendable {
    package let name: String
    package let abstract: String
    package let discussion: String
    package let arguments: [ArgumentSpec]
    package let options: [OptionSpec]
    private let children: [Subcommand]
    package let run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)?

    /// - Parameter lazySubcommands: subcommands built only when a command line, help or completion
    ///   needs them, instead of `subcommands`.
    package init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = [], lazySubcommands: [Subcommand] = [],
        run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.children = subcommands.map(Subcommand.built) + lazySubcommands
        self.run = run
    }

    /// Every subcommand, built.
    package var subcommands: [CommandSpec] { children.map { $0.spec() } }

    /// The subcommands' names, in order, without building them.
    var subcommandNames: [String] { children.map(\.name) }

    /// The subcommand called `name`, building only that one.
    func subcommand(named name: String) -> CommandSpec? {
        children.first { $0.name == name }?.spec()
    }

    /// This command's own options followed by the ones every command takes.
    var allOptions: [OptionSpec] { options + OptionSpec.global }
}

/// A subcommand known by its name before it is built. The root lists its commands this way, so that
/// `trip show` builds `show` alone: building every command's options took a sixth of the time
/// `trip --version` spent in main (perf, static release build).
package struct Subcommand: Sendable {
    package let name: String
    let spec: @Sendable () -> CommandSpec

    /// - Parameter name: must be the built spec's name (CommandTreeTests checks every one).
    package static func lazy(_ name: String, _ spec: @escaping @Sendable () -> CommandSpec) -> Subcommand {
        Subcommand(name: name, spec: spec)
    }

    static func built(_ spec: CommandSpec) -> Subcommand {
        Subcommand(name: spec.name) { spec }
    }
}

/// A positional argument.
package struct ArgumentSpec: Sendable {
    package let name: String
    package let help: String
    package let isOptional: Bool
    /// Takes every remaining positional value.
    package let isVariadic: Bool

    package init(_ name: String, _ help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}

/// A named option: a flag (`--json`) or one that takes a value (`--lat 37.5`).
package struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `lat`; also the key values are read by.
    package let name: String
    package let short: Character?
    /// Placeholder shown in help for the value, or nil for a flag.
    package let valueName: String?
    package let help: String
    package let isRepeatable: Bool
    /// What a value must be, in the words of `--NAME expects WHAT, got …` (English, as declared).
    package let expects: String?

    package static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, isRepeatable: false, expects: nil)
    }

    package static func value(
        _ name: String, short: Character? = nil, _ valueName: String, _ help: String, repeatable: Bool = false,
        expects: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName, help: help, isRepeatable: repeatable, expects: expects)
    }

    var isFlag: Bool { valueName == nil }

    /// Options every command accepts.
    static let global: [OptionSpec] = [
        GlobalOptions.database.spec, GlobalOptions.language.spec, GlobalOptions.help.spec,
    ]
}

/// The options every command accepts, read by the parser and the entry point.
enum GlobalOptions {
    static let database = Option<String>(
        "db", "PATH", "Database file (default: $TRIP_DB, else $XDG_DATA_HOME/trip/trip.sqlite)")
    static let help = Flag("help", short: "h", "Show help for this command")
    static let language = Option<Language>(
        "lang", "ko|en", "Language of messages, tables, help and pages (default: LC_ALL, LC_MESSAGES, LANG)",
        expects: "ko or en", Language.init(code:))

    /// The language `--lang` asks for, read before the command line is parsed so that the parser's
    /// own errors and the help come in that language. Only the words before `--` count; a value
    /// that is not a language is left for the parser to refuse.
    static func requestedLanguage(_ arguments: [String]) -> Language? {
        var requested: Language?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let word = arguments[index]
            if word == "--lang", index + 1 < arguments.endIndex {
                requested = Language(code: arguments[index + 1]) ?? requested
                index += 1
            } else if word.hasPrefix("--lang=") {
                requested = Language(code: String(word.dropFirst("--lang=".count))) ?? requested
            }
            index += 1
        }
        return requested
    }
}
