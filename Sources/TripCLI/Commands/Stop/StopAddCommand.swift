import TripGeo
import TripModel

enum StopAddCommand {
    static let spec = CommandSpec(
        name: "add", abstract: "Add a stop to a trip.",
        discussion:
            "With --spot, the stop takes the spot's title, address and coordinate (a NAME overrides the title) "
            + "and its opening hours where TourAPI's usetime/restdate can be read; otherwise their text goes into "
            + "the stop's notes.",
        arguments: [
            StopCommands.tripArgument,
            ArgumentSpec("name", "The stop's name (with --spot, default: the spot's title)", optional: true),
        ],
        options: Options.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        switch options.source {
        case .spot(let spot, let name):
            try StopAddFromSpot.run(options, spot: spot, name: name, context)
        case .place(let name, let coordinate):
            try add(name: name, at: coordinate, options, context)
        }
    }

    private static func add(name: String, at coordinate: Coordinate, _ options: Options, _ context: CommandContext)
        throws
    {
        let (trip, stop) = try context.database().write { transaction in
            var trip = try context.loadTrip(options.tripReference, in: transaction)
            if let day = options.day, let problem = trip.problem(withDay: day) { throw CLIError.dataError(problem) }
            var stop = Stop(
                id: context.newID(), position: 0, name: name, address: options.address ?? "",
                coordinate: coordinate, day: options.day, notes: options.notes ?? "", updatedAt: transaction.now)
            options.schedule.apply(to: &stop)
            try trip.insertStop(stop, at: options.position, now: transaction.now)
            try transaction.saveEdit(trip)
            return (trip, trip.stops.first { $0.id == stop.id } ?? stop)
        }
        if options.json { return try context.printJSON(stop) }
        context.print(
            localized(
                "stop.added",
                ["stop": stop.name, "trip": trip.name, "position": stop.position, "count": trip.stops.count]))
    }
}
