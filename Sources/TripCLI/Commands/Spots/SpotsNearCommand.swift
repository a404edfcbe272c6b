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
            .value("radius", "DIST", "How far to look: 500m, 2km, 1.5km (default 2km, at most 2000km)"),
            SpotsCommands.type,
            .value(
                "accessible", "LIST", "Only spots with information on all these facilities: wheelchair,restroom,…",
                repeatable: true),
            .value("sort", "ORDER", "distance (default), title, modified or created"),
            .value("trip", "TRIP", "The trip a stop PLACE belongs to (default: the current trip)"),
            SpotsCommands.limit, SpotsCommands.cursor, SpotsCommands.lang, .json,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let radius = try radius(arguments.value("radius") ?? "2km")
        let sort = try SpotsCommands.sort(arguments, default: .distance)
        let language = try SpotsCommands.language(arguments, context)
        let category = try SpotsCommands.category(arguments)
        let accessible = try SpotsCommands.accessible(arguments)
        let limit = try SpotsCommands.limit(arguments)
        let after = try SpotsCommands.cursor(arguments, list: "spots:" + sort.rawValue)
        let page = try context.database().read { transaction in
            let place = try SpotPlace.resolve(
                arguments.positionals[0], trip: arguments.value("trip"), context: context, in: transaction)
            let query = SpotQuery(
                category: category, origin: place.coordinate, radius: radius, accessible: accessible, sort: sort,
                limit: limit, after: after)
            return try transaction.spots.search(query)
        }
        try SpotListOutput.print(page, language: language, json: arguments.flag("json"), context: context)
    }

    /// `2km`, `500m`, `1.5 km`. A bare number is refused: `--radius 2` meant 2 m to the program and
    /// most likely 2 km to the person typing it, so the unit must be said.
    static func radius(_ text: String) throws -> Double {
        let trimmed = text.lowercased().filter { !$0.isWhitespace }
        if Double(trimmed) != nil {
            throw CLIError.usage(
                "--radius needs a unit: \(MessageText.shortened(trimmed))km or \(MessageText.shortened(trimmed))m")
        }
        let (number, scale): (Substring, Double) =
            trimmed.hasSuffix("km")
            ? (trimmed.dropLast(2), 1000)
            : trimmed.hasSuffix("m") ? (trimmed.dropLast(1), 1) : (Substring(trimmed), 1)
        guard let value = Double(number), value.isFinite, value > 0, value * scale <= SpotQuery.maximumRadius else {
            throw CLIError.usage(
                "--radius expects a distance like 500m or 2km, up to 2000km; got \(MessageText.quoted(text))")
        }
        return value * scale
    }
}
