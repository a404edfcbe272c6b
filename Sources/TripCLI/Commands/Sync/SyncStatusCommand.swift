import TripSync

/// `trip sync status [--json]`.
enum SyncStatusCommand {
    static let spec = CommandSpec(
        name: "status", abstract: "Show local changes and how far this machine is from the remote.",
        discussion: "Ahead and behind count commits, as of the last fetch; nothing is fetched.",
        options: [Flag.json.spec], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let status = try SyncCommands.engine(context).status()
        if arguments[Flag.json] { return try context.printJSON(status) }
        context.print("Remote:        \(status.remote ?? "(none)")")
        context.print("Local changes: \(status.localChanges) document\(status.localChanges == 1 ? "" : "s")")
        context.print("Ahead:         \(status.ahead)")
        context.print("Behind:        \(status.behind)")
        context.print("Last sync:     \(status.lastSync ?? "never")")
    }
}
