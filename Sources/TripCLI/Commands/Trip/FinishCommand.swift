import TripModel

enum FinishCommand {
    static let spec = CommandSpec(
        name: "finish", abstract: "Finish a trip and move it into the history.",
        discussion: "A trip without a name is named after its start date (or today), as 여행가자곰 did.",
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = try context.database().write { transaction in
            var trip = try context.loadTrip(arguments.positional(0), in: transaction)
            guard trip.status != .finished else {
                throw CLIError.dataError(localized("trip.finish.already-finished", ["trip": trip.name]))
            }
            if DefaultTripName.isUnnamed(trip.name) {
                trip.name = DefaultTripName.make(startDate: trip.startDate, finishedOn: transaction.now.utcDate)
            }
            trip.status = .finished
            trip.finishedAt = transaction.now
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return trip.name
        }
        context.print(localized("trip.finished", ["trip": name]))
    }
}
