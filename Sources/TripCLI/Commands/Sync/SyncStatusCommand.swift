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
        context.print(localized("sync.status-remote", ["remote": status.remote ?? localized("sync.status-no-remote")]))
        context.print(localized("sync.status-local-changes", ["count": status.localChanges]))
        context.print(localized("sync.status-ahead", ["count": status.ahead]))
        context.print(localized("sync.status-behind", ["count": status.behind]))
        context.print(localized("sync.status-last-sync", ["time": status.lastSync ?? localized("sync.status-never")]))
    }
}
