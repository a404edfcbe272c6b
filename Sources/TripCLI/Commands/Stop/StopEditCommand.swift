import TripModel

enum StopEditCommand {
    static let spec = CommandSpec(
        name: "edit", abstract: "Change a stop's name, place, day, notes or times.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        options: Options.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let stop = try context.database().write { transaction in
            var trip = try context.loadTrip(options.tripReference, in: transaction)
            let found = try context.resolveStop(options.stopReference, in: trip)
            guard let index = trip.stops.firstIndex(where: { $0.id == found.id }) else { return found }
            var stop = trip.stops[index]
            if let name = options.name { stop.name = name }
            if let latitude = options.latitude { stop.latitude = latitude }
            if let longitude = options.longitude { stop.longitude = longitude }
            if let address = options.address { stop.address = address }
            if let day = options.day {
                if let newDay = day, let problem = trip.problem(withDay: newDay) { throw CLIError.dataError(problem) }
                stop.day = day
            }
            if let notes = options.notes { stop.notes = notes }
            options.schedule.apply(to: &stop)
            stop.updatedAt = transaction.now
            trip.stops[index] = stop
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return stop
        }
        context.print(localized("stop.edited", ["position": stop.position, "stop": stop.name]))
    }
}
