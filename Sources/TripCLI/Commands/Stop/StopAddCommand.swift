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
        options: [
            .value("spot", "ID", "Make the stop from a catalog spot (TourAPI contentid or spot id)"),
            .value("lat", "LAT", "Latitude in degrees, -90…90"),
            .value("lon", "LON", "Longitude in degrees, -180…180"),
            .value("address", "TEXT", "Street address"),
            .value("at", "N", "Insert at this position (default: at the end)"),
            .value("day", "D", "The day of the trip it belongs to"),
            .value("notes", "TEXT", "Free notes"),
            .json,
        ] + StopScheduleOptions.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments.value("spot") != nil { return try StopAddFromSpot.run(arguments, context) }
        guard !arguments.positionals.isEmpty else {
            throw CLIError.usage("missing argument name", helpPath: ["stop", "add"])
        }
        let (tripReference, name) = StopCommands.tripAndStop(arguments)
        let trimmedName = name.trimmingCharacters(in: .whitespaces)
        guard !trimmedName.isEmpty else { throw CLIError.usage("the stop needs a name") }
        let latitude = try ValueParsing.latitude(try arguments.required("lat"))
        let longitude = try ValueParsing.longitude(try arguments.required("lon"))
        let position = try arguments.value("at").map { try ValueParsing.positiveInt($0, option: "at") }
        let day = try arguments.value("day").map(ValueParsing.day)
        let schedule = try StopScheduleOptions(arguments)
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw CLIError.usage("\(latitude),\(longitude) is not a valid coordinate")
        }
        let (trip, stop) = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            if let day, let problem = trip.problem(withDay: day) { throw CLIError.dataError(problem) }
            var stop = Stop(
                id: context.newID(), position: 0, name: trimmedName, address: arguments.value("address") ?? "",
                coordinate: coordinate, day: day, notes: arguments.value("notes") ?? "", updatedAt: transaction.now)
            schedule.apply(to: &stop)
            try trip.insertStop(stop, at: position, now: transaction.now)
            try transaction.saveEdit(trip)
            return (trip, trip.stops.first { $0.id == stop.id } ?? stop)
        }
        if arguments.flag("json") { return try context.printJSON(stop) }
        context.print("Added '\(stop.name)' to '\(trip.name)' at position \(stop.position) of \(trip.stops.count)")
    }
}
