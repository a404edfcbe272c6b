enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions", abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            bash:  trip completions bash > /etc/bash_completion.d/trip
            zsh:   trip completions zsh > "${fpath[1]}/_trip"
            fish:  trip completions fish > ~/.config/fish/completions/trip.fish
            The scripts ask trip itself for each Tab: commands and options, --format values and spot
            types, and from your database (read only, never created) trip names, the stops of the trip
            on the line and companion names.
            """,
        arguments: [ArgumentSpec("shell", "bash, zsh or fish")],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let script: String
        switch arguments.positionals[0] {
        case "bash": script = CompletionScripts.bash()
        case "zsh": script = CompletionScripts.zsh()
        case "fish": script = CompletionScripts.fish()
        case let other:
            throw CLIError.usage(localized("completions.unknown-shell", ["text": other]), helpPath: ["completions"])
        }
        context.io.standardOutput.write(script)
    }
}
