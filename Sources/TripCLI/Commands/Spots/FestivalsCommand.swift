import TripModel

/// `trip festivals`: events from the spot catalog by date.
enum FestivalsCommand {
    static let spec = CommandSpec(
        name: "festivals", abstract: "List festivals and events on a date or in a date range.",
        discussion: """
            Lists events whose dates overlap the given day or range (default: today), earliest first.
            Festivals without dates cannot be placed in time: they are left out and counted on stderr.
            """,
        options: [
            .value("on", "DATE", "One day, e.g. 2026-12-01"),
            .value("from", "DATE", "First day of a range"),
            .value("to", "DATE", "Last day of a range (default: the first day)"),
            SpotsCommands.area, SpotsCommands.limit, SpotsCommands.cursor, SpotsCommands.lang, .json,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (first, last) = try dates(arguments, today: SpotPlace.today(context))
        let language = try SpotsCommands.language(arguments, context)
        let area = try SpotsCommands.area(arguments)
        let limit = try SpotsCommands.limit(arguments)
        let after = try SpotsCommands.cursor(arguments, list: "festivals")
        let result = try context.database().read { transaction in
            try transaction.spots.festivals(from: first, to: last, area: area, limit: limit, after: after)
        }
        let hits = SpotPage(items: result.page.items.map { SpotHit(spot: $0, distance: nil) }, next: result.page.next)
        try SpotListOutput.print(
            hits, language: language, json: arguments.flag("json"), context: context,
            extra: [(SpotListOutput.header("DATES", language), { Formatting.dates($0.eventStart, $0.eventEnd) })],
            undated: result.undated)
        if result.undated > 0, !arguments.flag("json") {
            context.note(
                language == .korean
                    ? "날짜가 없는 축제 \(result.undated)개는 제외했습니다."
                    : "\(result.undated) festival\(result.undated == 1 ? "" : "s") without dates left out.")
        }
    }

    static func dates(_ arguments: ParsedArguments, today: LocalDate) throws -> (LocalDate, LocalDate) {
        if let on = arguments.value("on") {
            guard arguments.value("from") == nil, arguments.value("to") == nil else {
                throw CLIError.usage("use either --on or --from/--to", helpPath: ["festivals"])
            }
            let day = try ValueParsing.date(on, option: "on")
            return (day, day)
        }
        guard let fromText = arguments.value("from") else {
            if arguments.value("to") != nil { throw CLIError.usage("--to needs --from", helpPath: ["festivals"]) }
            return (today, today)
        }
        let first = try ValueParsing.date(fromText, option: "from")
        let last = try arguments.value("to").map { try ValueParsing.date($0, option: "to") } ?? first
        guard first <= last else { throw CLIError.usage("--from \(first) is after --to \(last)") }
        return (first, last)
    }
}
