import TripSync

/// `trip sync remote REMOTE`.
enum SyncRemoteCommand {
    static let spec = CommandSpec(
        name: "remote", abstract: "Change the git remote the sync repository syncs with.",
        arguments: [ArgumentSpec("remote", "A git URL or path")],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let remote = arguments.positionals[0]
        try SyncCommands.engine(context).setRemote(remote)
        context.print(localized("sync.remote-set", ["remote": remote]))
    }
}
