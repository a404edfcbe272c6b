extension CLIWords.English {
    /// English words of the parser, help, errors and output shared by every command.
    static let core: [String: String] = [
        "help.overview": "OVERVIEW: {text}",
        "help.usage": "USAGE: {usage}",
        "help.arguments": "ARGUMENTS:",
        "help.options": "OPTIONS:",
        "help.subcommands": "SUBCOMMANDS:",
        "help.version": "Show the version",
        "help.see-subcommand": "See '{command} help <subcommand>' or '{command} <subcommand> --help' for details.",
        "help.subcommand-placeholder": "<subcommand>",
        "help.options-placeholder": "[options]",
        "error.label": "Error:",
        "error.see-help": "See '{command}'.",
        "option.expects": "{option} expects {what}, got '{text}'",
    ]
}
