import TripModel

enum StopEditCommand {
    static let spec = CommandSpec(
        name: "edit", abstract: "Change a stop's name, place, day, notes or times.",
        arguments: [StopCommands.tripArgument, StopCommands.stopArgument],
        options: [
            .value("name", "TEXT", "New name"),
            .value("lat", "LAT", "New latitude"),
            .value("lon", "LON", "New longitude"),
            .value("address", "TEXT", "New address"),
            .value("day", "D", "New day ('none' to clear)"),
            .value("notes", "TEXT", "New notes"),
        ] + StopScheduleOptions.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (tripReference, stopReference) = StopCommands.tripAndStop(arguments)
        let name = arguments.value("name")?.trimmingCharacters(in: .whitespaces)
        if name?.isEmpty == true { throw CLIError.usage("--name must not be empty") }
        let latitude = try arguments.value("lat").map { try ValueParsing.latitude($0) }
        let longitude = try arguments.value("lon").map { try ValueParsing.longitude($0) }
        let day: Int?? = try arguments.value("day").map { $0 == "none" ? nil : try ValueParsing.day($0) }
        let schedule = try StopScheduleOptions(arguments)
        let changes = [name != nil, latitude != nil, longitude != nil, arguments.value("address") != nil, day != nil]
        guard changes.contains(true) || arguments.value("notes") != nil || !schedule.isEmpty else {
            throw CLIError.usage(
                "nothing to change; give --name, --lat, --lon, --address, --day, --notes, --arrive, --stay, --hours "
                    + "or --mode")
        }
        let stop = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            let found = try context.resolveStop(stopReference, in: trip)
            guard let index = trip.stops.firstIndex(where: { $0.id == found.id }) else { return found }
            var stop = trip.stops[index]
            if let name { stop.name = name }
            if let latitude { stop.latitude = latitude }
            if let longitude { stop.longitude = longitude }
            if let address = arguments.value("address") { stop.address = address }
            if let day {
                if let newDay = day, let problem = trip.problem(withDay: newDay) { throw CLIError.dataError(problem) }
                stop.day = day
            }
            if let notes = arguments.value("notes") { stop.notes = notes }
            schedule.apply(to: &stop)
            stop.updatedAt = transaction.now
            trip.stops[index] = stop
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return stop
        }
        context.print("Updated stop \(stop.position) '\(stop.name)'")
    }
}
