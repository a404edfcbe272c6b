import TripModel

/// `trip stop add [TRIP] [NAME] --spot ID`: a stop made from a catalog spot, linked by `spotId`.
enum StopAddFromSpot {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard arguments.value("lat") == nil, arguments.value("lon") == nil else {
            throw CLIError.usage("--spot takes the spot's coordinate; leave out --lat and --lon")
        }
        let tripReference = arguments.positional(0)
        let name = arguments.positional(1)?.trimmingCharacters(in: .whitespaces)
        let position = try arguments.value("at").map { try ValueParsing.positiveInt($0, option: "at") }
        let day = try arguments.value("day").map(ValueParsing.day)
        let schedule = try StopScheduleOptions(arguments)
        let (trip, stop) = try context.database().write { transaction in
            let spot = try transaction.spots.find(arguments.value("spot") ?? "")
            guard let coordinate = spot.coordinate else {
                throw CLIError.dataError("spot '\(spot.title)' has no valid coordinate")
            }
            var trip = try context.loadTrip(tripReference, in: transaction)
            var stop = Stop(
                id: context.newID(), position: 0, name: name.flatMap { $0.isEmpty ? nil : $0 } ?? spot.title,
                address: arguments.value("address") ?? spot.address, coordinate: coordinate, day: day,
                notes: arguments.value("notes") ?? "", spotId: spot.id.lowercasedString,
                updatedAt: transaction.now)
            schedule.apply(to: &stop)
            try trip.insertStop(stop, at: position, now: transaction.now)
            try transaction.saveEdit(trip)
            return (trip, trip.stops.first { $0.id == stop.id } ?? stop)
        }
        if arguments.flag("json") { return try context.printJSON(stop) }
        context.print("Added '\(stop.name)' to '\(trip.name)' at position \(stop.position) of \(trip.stops.count)")
    }
}
