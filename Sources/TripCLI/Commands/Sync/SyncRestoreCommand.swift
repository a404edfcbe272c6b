import TripSync

/// `trip sync restore TRIP --at REV`.
enum SyncRestoreCommand {
    static let spec = CommandSpec(
        name: "restore", abstract: "Bring back an earlier version of a trip as a new local edit.",
        discussion: "REV is a commit from 'trip sync log'. The next 'trip sync' carries the restored trip on.",
        arguments: [ArgumentSpec("trip", "Trip name, id or id prefix")],
        options: [revision.spec],
        run: run)

    static let revision = Option<String>("at", "REV", "The commit to take the trip from")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let revision = try arguments.required(Self.revision)
        let id = try SyncLogCommand.tripID(arguments.positionals[0], context)
        let trip = try SyncCommands.engine(context).restore(trip: id, at: revision)
        context.print(localized("sync.restored", ["name": trip.name, "revision": revision]))
    }
}
