import TripModel

enum SpotsNearCommand {
    static let spec = CommandSpec(
        name: "near", abstract: "List spots around a place, nearest first.",
        discussion: """
            PLACE is lat,lon (37.5796,126.977), a stop of a trip (position, id prefix or name; --trip picks
            the trip, default the current one), or 'current': the current trip's next stop (the first stop
            planned for today's day of the trip or later; the first stop when the trip has no start date).
            """,
        arguments: [ArgumentSpec("place", "lat,lon, a stop, or current")],
        options: [
            Options.radius.spec, SpotsCommands.type.spec, SpotsCommands.accessible.spec, Options.sort.spec,
            Options.trip.spec,
        ] + SpotsCommands.pageSpecs,
        run: run)

    /// `trip spots near`'s place and options, checked before the database is opened.
    struct Options {
        static let radius = Option<Double>(
            "radius", "DIST", "How far to look: 500m, 2km, 1.5km (default 2km, at most 2000km)"
        ) { try SpotsNearCommand.radius($0) }
        static let sort = SpotsCommands.sort("distance (default), title, modified or created")
        static let trip = Option<String>("trip", "TRIP", "The trip a stop PLACE belongs to (default: the current trip)")

        let place: String
        let tripReference: String?
        let radius: Double
        let sort: SpotSort
        let category: SpotCategory?
        let accessible: [BarrierFreeFacility]
        let limit: Int
        let after: SpotCursor?
        let json: Bool

        init(_ arguments: ParsedArguments, _ context: CommandContext) throws {
            place = arguments.positionals[0]
            radius = try arguments[Self.radius] ?? SpotsNearCommand.radius("2km")
            sort = try arguments[Self.sort] ?? .distance
            category = try arguments[SpotsCommands.type]
            accessible = try arguments[SpotsCommands.accessible].flatMap { $0 }
            limit = try SpotsCommands.limit(arguments)
            after = try SpotsCommands.cursor(arguments, list: "spots:" + sort.rawValue)
            tripReference = try arguments[Self.trip]
            json = arguments[Flag.json]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments, context)
        let page = try context.database().read { transaction in
            let place = try SpotPlace.resolve(
                options.place, trip: options.tripReference, context: context, in: transaction)
            let query = SpotQuery(
                category: options.category, origin: place.coordinate, radius: options.radius,
                accessible: options.accessible, sort: options.sort, limit: options.limit, after: options.after)
            return try transaction.spots.search(query)
        }
        try SpotListOutput.print(page, json: options.json, context: context)
    }

    /// `2km`, `500m`, `1.5 km`. A bare number is refused: `--radius 2` meant 2 m to the program and
    /// most likely 2 km to the person typing it, so the unit must be said.
    static func radius(_ text: String) throws -> Double {
        let trimmed = text.lowercased().filter { !$0.isWhitespace }
        if Double(trimmed) != nil {
            throw CLIError.usage(localized("spots.radius-unit", ["number": MessageText.shortened(trimmed)]))
        }
        let (number, scale): (Substring, Double) =
            trimmed.hasSuffix("km")
            ? (trimmed.dropLast(2), 1000)
            : trimmed.hasSuffix("m") ? (trimmed.dropLast(1), 1) : (Substring(trimmed), 1)
        guard let value = Double(number), value.isFinite, value > 0, value * scale <= SpotQuery.maximumRadius else {
            throw CLIError.usage(localized("spots.radius", ["text": MessageText.quoted(text)]))
        }
        return value * scale
    }
}
