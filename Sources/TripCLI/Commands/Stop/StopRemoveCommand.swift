import TripModel

enum StopRemoveCommand {
    static let spec = CommandSpec(
        name: "rm", abstract: "Remove a stop; the stops after it move up.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
        let (tripName, stop) = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            let stop = try context.resolveStop(stopReference, in: trip)
            trip.removeStop(id: stop.id, now: transaction.now)
            try transaction.saveEdit(trip)
            return (trip.name, stop)
        }
        context.print(localized("stop.removed", ["stop": stop.name, "position": stop.position, "trip": tripName]))
    }
}
