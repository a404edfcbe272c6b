/// `trip day …`: the clock of one day of a trip.
enum DayCommands {
    static let spec = CommandSpec(
        name: "day", abstract: "Set when a day of a trip starts and ends and where its night is spent.",
        subcommands: [DaySetCommand.spec])
}
