enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions", abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            bash:  trip completions bash > /etc/bash_completion.d/trip
            zsh:   trip completions zsh > "${fpath[1]}/_trip"
            fish:  trip completions fish > ~/.config/fish/completions/trip.fish
            """,
        arguments: [ArgumentSpec("shell", "bash, zsh or fish")],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let script: String
        switch arguments.positionals[0] {
        case "bash": script = CompletionScripts.bash(Commands.root)
        case "zsh": script = CompletionScripts.zsh(Commands.root)
        case "fish": script = CompletionScripts.fish(Commands.root)
        case let other:
            throw CLIError.usage("unknown shell '\(other)'; use bash, zsh or fish", helpPath: ["completions"])
        }
        context.io.standardOutput.write(script)
    }
}
