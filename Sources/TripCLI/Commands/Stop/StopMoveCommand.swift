import TripModel

enum StopMoveCommand {
    static let spec = CommandSpec(
        name: "move", abstract: "Move a stop to another position in the visiting order.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        options: [.value("to", "N", "The new position")],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
        let position = try ValueParsing.positiveInt(try arguments.required("to"), option: "to")
        let (tripName, stop) = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            let stop = try context.resolveStop(stopReference, in: trip)
            // Already there: nothing to write, and "Moved" would be untrue.
            guard stop.position != position else { return (trip.name, stop) }
            try trip.moveStop(id: stop.id, to: position, now: transaction.now)
            try transaction.saveEdit(trip)
            return (trip.name, stop)
        }
        guard stop.position != position else {
            return context.print("'\(stop.name)' is already at position \(position) in '\(tripName)'; nothing moved")
        }
        context.print("Moved '\(stop.name)' from \(stop.position) to \(position) in '\(tripName)'")
    }
}
