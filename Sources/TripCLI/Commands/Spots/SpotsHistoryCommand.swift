import TripModel

enum SpotsHistoryCommand {
    static let spec = CommandSpec(
        name: "history", abstract: "List recent spot searches, newest first.",
        discussion: "Each keyword and filter combination is listed once, at its latest time; the newest 500 are kept.",
        options: [clear.spec] + SpotsCommands.pageSpecs,
        run: run)

    struct Entry: Encodable {
        let keyword: String
        let filters: String
        let searchedAt: Timestamp
    }

    static let clear = Flag("clear", "Forget every remembered search")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments[clear] {
            let count = try context.database().write { try $0.spotSearches.clear() }
            context.print(localized("spots.history.cleared", ["count": count]))
            return
        }
        let limit = try SpotsCommands.limit(arguments)
        let after = try SpotsCommands.cursor(arguments, list: "history")
        let page = try context.database().read { try $0.spotSearches.page(limit: limit, after: after) }
        let next = page.next?.encoded
        if arguments[Flag.json] {
            let entries = page.items.map { Entry(keyword: $0.keyword, filters: $0.filters, searchedAt: $0.searchedAt) }
            return try context.printJSON(SpotListOutput.Page(items: entries, nextCursor: next))
        }
        if page.items.isEmpty {
            context.note(localized("spots.history.none"))
            return
        }
        var table = Table([
            .init(SpotListOutput.Header.when),
            .init(SpotListOutput.Header.keyword, flexible: true),
            .init(SpotListOutput.Header.filters, flexible: true),
        ])
        for search in page.items { table.append([search.searchedAt.description, search.keyword, search.filters]) }
        context.io.standardOutput.write(table.render(width: context.io.terminalWidth))
        SpotListOutput.noteNext(next, context: context)
    }
}
