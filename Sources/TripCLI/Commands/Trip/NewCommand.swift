import TripModel

enum NewCommand {
    static let spec = CommandSpec(
        name: "new", abstract: "Create a trip.",
        arguments: [ArgumentSpec("name", "The trip's name")],
        options: [
            .value("start", "DATE", "First day, YYYY-MM-DD"),
            .value("end", "DATE", "Last day, YYYY-MM-DD"),
            .value("notes", "TEXT", "Free notes"),
            .json,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = arguments.positionals[0].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw CLIError.usage("the trip needs a name") }
        let start = try arguments.value("start").map { try ValueParsing.date($0, option: "start") }
        let end = try arguments.value("end").map { try ValueParsing.date($0, option: "end") }
        if let start, let end, end < start {
            throw CLIError.usage("--end \(end) is before --start \(start)")
        }
        let trip = try context.database().write { transaction in
            let trip = Trip(
                id: context.newID(), name: name, startDate: start, endDate: end,
                notes: arguments.value("notes") ?? "", createdAt: transaction.now, updatedAt: transaction.now)
            try transaction.trips.save(trip)
            return trip
        }
        if arguments.flag("json") { return try context.printJSON(trip) }
        context.print("Created trip '\(trip.name)' (\(trip.id.shortID))")
    }
}
