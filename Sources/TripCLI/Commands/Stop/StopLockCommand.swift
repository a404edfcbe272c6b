import TripModel

/// `trip stop lock` and `trip stop unlock`: one file because they differ only in the value they set.
enum StopLockCommand {
    static let lockSpec = CommandSpec(
        name: "lock", abstract: "Keep a stop at its position when the route is optimized.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        run: { try run($0, $1, locked: true) })

    static let unlockSpec = CommandSpec(
        name: "unlock", abstract: "Let the optimizer move a stop again.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        run: { try run($0, $1, locked: false) })

    static func run(_ arguments: ParsedArguments, _ context: CommandContext, locked: Bool) throws {
        let (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
        let stop = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            let found = try context.resolveStop(stopReference, in: trip)
            guard let index = trip.stops.firstIndex(where: { $0.id == found.id }) else { return found }
            trip.stops[index].locked = locked
            trip.stops[index].updatedAt = transaction.now
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return trip.stops[index]
        }
        let words: [String: any CustomStringConvertible] = ["position": stop.position, "stop": stop.name]
        context.print(locked ? localized("stop.locked", words) : localized("stop.unlocked", words))
    }
}
