import TripModel

enum StartCommand {
    static let spec = CommandSpec(
        name: "start", abstract: "Start a trip: it becomes the current trip that commands use by default.",
        arguments: [ArgumentSpec("trip", "Trip name or id")],
        options: [switchTrips.spec],
        run: run)

    static let switchTrips = Flag("switch", "If another trip is under way, put it back to planning")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let switching = arguments[switchTrips]
        let name = try context.database().write { transaction in
            var trip = try context.loadTrip(arguments.positionals[0], in: transaction)
            switch trip.status {
            case .traveling: throw CLIError.dataError("'\(trip.name)' is already the current trip")
            case .finished:
                throw CLIError.dataError("'\(trip.name)' is finished; it stays in the history")
            case .planning: break
            }
            if let current = try transaction.trips.current() {
                guard switching else {
                    throw CLIError.dataError(
                        "'\(current.label)' is under way; finish it with 'trip finish' or add --switch")
                }
                if var previous = try transaction.trips.trip(id: current.id) {
                    previous.status = .planning
                    previous.updatedAt = transaction.now
                    try transaction.saveEdit(previous)
                }
            }
            trip.status = .traveling
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return trip.name
        }
        context.print("Started '\(name)': it is now the current trip")
    }
}
