import TripModel

enum SpotsSearchCommand {
    static let spec = CommandSpec(
        name: "search", abstract: "Find spots by words in their title.",
        discussion: """
            Parts of words match: '궁' finds 경복궁. Every search is remembered ('trip spots history').
            --sort modified and created list the newest first; distance needs --from.
            """,
        arguments: [ArgumentSpec("keyword", "Words to find in titles (all must match)", optional: true)],
        options: [
            SpotsCommands.type, SpotsCommands.area,
            .value("sort", "ORDER", "title (default), modified, created or distance"),
            .value("from", "LAT,LON", "Where distances are measured from"),
            SpotsCommands.limit, SpotsCommands.cursor, SpotsCommands.lang, .json,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let keyword = (arguments.positional(0) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let origin = try arguments.value("from").map { try ValueParsing.coordinate($0, what: "--from") }
        let sort = try SpotsCommands.sort(arguments, default: .title)
        if sort == .distance, origin == nil { throw CLIError.usage("--sort distance needs --from LAT,LON") }
        let query = SpotQuery(
            keyword: keyword, category: try SpotsCommands.category(arguments), area: try SpotsCommands.area(arguments),
            origin: origin, sort: sort, limit: try SpotsCommands.limit(arguments),
            after: try SpotsCommands.cursor(arguments, list: "spots:" + sort.rawValue))
        guard !keyword.isEmpty || query.category != nil || query.area != nil else {
            throw CLIError.usage("give a keyword, --type or --area", helpPath: ["spots", "search"])
        }
        let language = try SpotsCommands.language(arguments, context)
        let page = try context.database().write { transaction in
            let page = try transaction.spots.search(query)
            if query.after == nil, !keyword.isEmpty {
                try transaction.spotSearches.record(
                    SpotSearchRecord(
                        id: context.newID(), keyword: keyword, filters: filters(arguments), searchedAt: transaction.now)
                )
            }
            return page
        }
        try SpotListOutput.print(page, language: language, json: arguments.flag("json"), context: context)
    }

    /// The filters as the user gave them, for the history list.
    static func filters(_ arguments: ParsedArguments) -> String {
        ["type", "area", "sort", "from"].compactMap { name in arguments.value(name).map { "--\(name) \($0)" } }
            .joined(separator: " ")
    }
}
