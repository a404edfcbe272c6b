import TripModel

enum NewCommand {
    static let spec = CommandSpec(
        name: "new", abstract: "Create a trip.",
        arguments: [ArgumentSpec("name", "The trip's name")],
        options: [Options.start.spec, Options.end.spec, Options.notes.spec, Flag.json.spec],
        run: run)

    /// `trip new`'s name and options, checked before the database is opened.
    struct Options {
        static let start = Option.date("start", "DATE", "First day, YYYY-MM-DD")
        static let end = Option.date("end", "DATE", "Last day, YYYY-MM-DD")
        static let notes = Option<String>("notes", "TEXT", "Free notes")

        let name: String
        let start: LocalDate?
        let end: LocalDate?
        let notes: String?
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            name = arguments.positionals[0].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw CLIError.usage(localized("trip.new.empty-name")) }
            start = try arguments[Self.start]
            end = try arguments[Self.end]
            if let start, let end, end < start {
                throw CLIError.usage(localized("trip.new.end-before-start", ["end": end, "start": start]))
            }
            notes = try arguments[Self.notes]
            json = arguments[Flag.json]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (name, start, end) = (options.name, options.start, options.end)
        let trip = try context.database().write { transaction in
            let trip = Trip(
                id: context.newID(), name: name, startDate: start, endDate: end,
                notes: options.notes ?? "", createdAt: transaction.now, updatedAt: transaction.now)
            try transaction.trips.save(trip)
            return trip
        }
        if options.json { return try context.printJSON(trip) }
        context.print(localized("trip.created", ["trip": trip.name, "id": trip.id.shortID]))
    }
}
