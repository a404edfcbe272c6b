import TripSync

/// `trip sync init [REMOTE]`.
enum SyncInitCommand {
    static let spec = CommandSpec(
        name: "init", abstract: "Create the sync repository beside the database.",
        discussion: """
            The repository is a bare git repository next to the database (trip.sqlite → trip-sync.git),
            one JSON document per trip as in a backup, the companions, bookmarks and search history, and
            the spot catalog in 256 pieces (spots/<xx>.json). REMOTE is any git URL or path, e.g. a bare
            repository on a server or a USB stick; without one, syncs only commit locally.
            """,
        arguments: [ArgumentSpec("remote", "A git URL or path to sync with", optional: true)],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let remote = arguments.positional(0)
        let engine = try SyncCommands.engine(context)
        try engine.initialize(remote: remote)
        if let remote {
            context.print(localized("sync.created-with-remote", ["folder": engine.folder, "remote": remote]))
        } else {
            context.print(localized("sync.created", ["folder": engine.folder]))
        }
    }
}
