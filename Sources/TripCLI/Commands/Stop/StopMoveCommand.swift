import TripModel

enum StopMoveCommand {
    static let spec = CommandSpec(
        name: "move", abstract: "Move a stop to another position in the visiting order.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        options: [Options.position.spec],
        run: run)

    /// `trip stop move`'s options.
    struct Options {
        static let position = Option.positiveInt("to", "N", "The new position")

        let tripReference: String?
        let stopReference: String
        let position: Int

        init(_ arguments: ParsedArguments) throws {
            (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
            position = try arguments.required(Self.position)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (tripReference, stopReference, position) = (options.tripReference, options.stopReference, options.position)
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
            return context.print(
                localized("stop.move.already-there", ["stop": stop.name, "position": position, "trip": tripName]))
        }
        context.print(
            localized(
                "stop.moved", ["stop": stop.name, "from": stop.position, "to": position, "trip": tripName]))
    }
}
