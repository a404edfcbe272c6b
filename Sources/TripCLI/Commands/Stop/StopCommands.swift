/// `trip stop …`: the stops of a trip.
enum StopCommands {
    static let spec = CommandSpec(
        name: "stop", abstract: "Add, list, move, edit and remove the stops of a trip.",
        discussion: "A stop is named by its position (3), an id prefix, or its name.",
        subcommands: [
            StopAddCommand.spec,
            StopListCommand.spec,
            StopRemoveCommand.spec,
            StopMoveCommand.spec,
            StopEditCommand.spec,
            StopLockCommand.lockSpec,
            StopLockCommand.unlockSpec,
        ])

    /// Splits `[TRIP] STOP` positionals: with two words the first is the trip.
    static func tripAndStop(_ arguments: ParsedArguments) -> (trip: String?, stop: String) {
        arguments.positionals.count >= 2
            ? (arguments.positionals[0], arguments.positionals[1]) : (nil, arguments.positionals[0])
    }

    static let tripArgument = ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)
    static let stopArgument = ArgumentSpec("stop", "Position, id prefix or name of the stop")
}
