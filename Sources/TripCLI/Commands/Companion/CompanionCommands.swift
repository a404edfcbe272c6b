/// `trip companion …`: who travels with you. Companions are shared across trips.
enum CompanionCommands {
    static let spec = CommandSpec(
        name: "companion", abstract: "Add, list and remove the people travelling with you.",
        discussion:
            "Names are unique after trimming spaces and Unicode normalization; a person is stored once and can join many trips.",
        subcommands: [CompanionAddCommand.spec, CompanionRemoveCommand.spec, CompanionListCommand.spec])

    static let trip = Option<String>("trip", "TRIP", "The trip (default: the current trip)")
}
