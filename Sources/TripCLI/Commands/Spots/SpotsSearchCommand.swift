import TripGeo
import TripModel

enum SpotsSearchCommand {
    static let spec = CommandSpec(
        name: "search", abstract: "Find spots by words in their title.",
        discussion: """
            Parts of words match: '궁' finds 경복궁. Every search is remembered ('trip spots history').
            --sort modified and created list the newest first; distance needs --from.
            """,
        arguments: [ArgumentSpec("keyword", "Words to find in titles (all must match)", optional: true)],
        options: [SpotsCommands.type.spec, SpotsCommands.area.spec, Options.sort.spec, Options.origin.spec]
            + SpotsCommands.pageSpecs,
        run: run)

    /// `trip spots search`'s keyword and options, checked before the database is opened.
    struct Options {
        static let sort = SpotsCommands.sort("title (default), modified, created or distance")
        static let origin = Option<Coordinate>("from", "LAT,LON", "Where distances are measured from") {
            try ValueParsing.coordinate($0, what: "--from")
        }

        let keyword: String
        let query: SpotQuery
        /// The filters as the user gave them, for the history list.
        let filters: String
        let json: Bool

        init(_ arguments: ParsedArguments, _ context: CommandContext) throws {
            keyword = (arguments.positional(0) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let origin = try arguments[Self.origin]
            let sort = try arguments[Self.sort] ?? .title
            if sort == .distance, origin == nil { throw CLIError.usage(localized("spots.sort-distance-needs-from")) }
            query = SpotQuery(
                keyword: keyword, category: try arguments[SpotsCommands.type], area: try arguments[SpotsCommands.area],
                origin: origin, sort: sort, limit: try SpotsCommands.limit(arguments),
                after: try SpotsCommands.cursor(arguments, list: "spots:" + sort.rawValue))
            guard !keyword.isEmpty || query.category != nil || query.area != nil else {
                throw CLIError.usage(localized("spots.search-needs-filter"), helpPath: ["spots", "search"])
            }
            filters = [
                arguments.text(of: SpotsCommands.type).map { "--type \($0)" },
                arguments.text(of: SpotsCommands.area).map { "--area \($0)" },
                arguments.text(of: Self.sort).map { "--sort \($0)" },
                arguments.text(of: Self.origin).map { "--from \($0)" },
            ].compactMap { $0 }.joined(separator: " ")
            json = arguments[Flag.json]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments, context)
        let (keyword, query) = (options.keyword, options.query)
        let page = try context.database().write { transaction in
            let page = try transaction.spots.search(query)
            if query.after == nil, !keyword.isEmpty {
                try transaction.spotSearches.record(
                    SpotSearchRecord(
                        id: context.newID(), keyword: keyword, filters: options.filters, searchedAt: transaction.now)
                )
            }
            return page
        }
        try SpotListOutput.print(page, json: options.json, context: context)
    }
}
