import TripModel

/// `trip stop rm [TRIP] STOP [--yes]`: asks first, like every command that deletes something.
enum StopRemoveCommand {
    static let spec = CommandSpec(
        name: "rm", abstract: "Remove a stop; the stops after it move up.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        options: [Flag.yes.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
        let database = try context.database()
        let (trip, stop) = try database.read { transaction in
            let trip = try context.loadTrip(tripReference, in: transaction)
            return (trip, try context.resolveStop(stopReference, in: trip))
        }
        let question = localized(
            "stop.rm.confirm", ["stop": stop.name, "position": stop.position, "trip": trip.name])
        guard try context.confirm(question, yes: arguments[Flag.yes]) else {
            return context.note(localized("stop.rm.nothing-removed"))
        }
        let removed = try database.write { transaction in
            // Looked up again by id: the trip may have changed while the question was open.
            var current = try context.loadTrip(trip.id.uuidString, in: transaction)
            guard let stillThere = current.stops.first(where: { $0.id == stop.id }) else {
                throw CLIError.dataError(
                    localized("stop.rm.removed-meanwhile", ["stop": stop.name, "trip": current.name]))
            }
            current.removeStop(id: stillThere.id, now: transaction.now)
            try transaction.saveEdit(current)
            return stillThere
        }
        context.print(
            localized("stop.removed", ["stop": removed.name, "position": removed.position, "trip": trip.name]))
    }
}
