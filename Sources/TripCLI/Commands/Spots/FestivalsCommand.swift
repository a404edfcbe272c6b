import TripModel

/// `trip festivals`: events from the spot catalog by date.
enum FestivalsCommand {
    static let spec = CommandSpec(
        name: "festivals", abstract: "List festivals and events on a date or in a date range.",
        discussion: """
            Lists events whose dates overlap the given day or range (default: today), earliest first.
            Festivals without dates cannot be placed in time: they are left out and counted on stderr.
            """,
        options: [Options.on.spec, Options.from.spec, Options.to.spec, SpotsCommands.area.spec]
            + SpotsCommands.pageSpecs,
        run: run)

    /// `trip festivals`' dates and options, checked before the database is opened.
    struct Options {
        static let on = Option.date("on", "DATE", "One day, e.g. 2026-12-01")
        static let from = Option.date("from", "DATE", "First day of a range")
        static let to = Option.date("to", "DATE", "Last day of a range (default: the first day)")

        let first: LocalDate
        let last: LocalDate
        let area: SpotArea?
        let limit: Int
        let after: SpotCursor?
        let json: Bool

        init(_ arguments: ParsedArguments, _ context: CommandContext) throws {
            (first, last) = try Self.dates(arguments, today: SpotPlace.today(context))
            area = try arguments[SpotsCommands.area]
            limit = try SpotsCommands.limit(arguments)
            after = try SpotsCommands.cursor(arguments, list: "festivals")
            json = arguments[Flag.json]
        }

        static func dates(_ arguments: ParsedArguments, today: LocalDate) throws -> (LocalDate, LocalDate) {
            if arguments.has(on) {
                guard !arguments.has(from), !arguments.has(to) else {
                    throw CLIError.usage(localized("festivals.on-or-range"), helpPath: ["festivals"])
                }
                let day = try arguments.required(on)
                return (day, day)
            }
            guard let first = try arguments[from] else {
                if arguments.has(to) {
                    throw CLIError.usage(localized("festivals.to-needs-from"), helpPath: ["festivals"])
                }
                return (today, today)
            }
            let last = try arguments[to] ?? first
            guard first <= last else {
                throw CLIError.usage(localized("festivals.range-reversed", ["from": first, "to": last]))
            }
            return (first, last)
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments, context)
        let json = options.json
        let result = try context.database().read { transaction in
            try transaction.spots.festivals(
                from: options.first, to: options.last, area: options.area, limit: options.limit, after: options.after)
        }
        let hits = SpotPage(items: result.page.items.map { SpotHit(spot: $0, distance: nil) }, next: result.page.next)
        try SpotListOutput.print(
            hits, json: json, context: context,
            extra: [(SpotListOutput.Header.dates, { Formatting.dates($0.eventStart, $0.eventEnd) })],
            undated: result.undated)
        if result.undated > 0, !json {
            context.note(localized("festivals.undated", ["count": result.undated]))
        }
    }
}
