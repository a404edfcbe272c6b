import TripModel

enum SpotsBookmarksCommand {
    static let spec = CommandSpec(
        name: "bookmarks", abstract: "List bookmarked spots, newest bookmark first.",
        options: SpotsCommands.pageSpecs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let limit = try SpotsCommands.limit(arguments)
        let after = try SpotsCommands.cursor(arguments, list: "bookmarks")
        let page = try context.database().read { try $0.spotBookmarks.page(limit: limit, after: after) }
        let hits = SpotPage(items: page.items.map { SpotHit(spot: $0, distance: nil) }, next: page.next)
        try SpotListOutput.print(hits, json: arguments[Flag.json], context: context)
    }
}
