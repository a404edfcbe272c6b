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
            case .traveling: throw CLIError.dataError(localized("trip.start.already-current", ["trip": trip.name]))
            case .finished:
                throw CLIError.dataError(localized("trip.start.finished", ["trip": trip.name]))
            case .planning: break
            }
            if let current = try transaction.trips.current() {
                guard switching else {
                    throw CLIError.dataError(localized("trip.start.other-under-way", ["trip": current.label]))
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
        context.print(localized("trip.started", ["trip": name]))
    }
}
