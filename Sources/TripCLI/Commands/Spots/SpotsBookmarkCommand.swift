import TripModel

/// `trip spots bookmark ID` and `trip spots unbookmark ID`.
enum SpotsBookmarkCommand {
    static let bookmarkSpec = CommandSpec(
        name: "bookmark", abstract: "Bookmark a spot.", arguments: [SpotsCommands.spotArgument],
        run: bookmark)

    static let unbookmarkSpec = CommandSpec(
        name: "unbookmark", abstract: "Remove a spot's bookmark.", arguments: [SpotsCommands.spotArgument],
        run: unbookmark)

    static func bookmark(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let ko = try SpotsCommands.language(arguments, context) == .korean
        let (spot, added) = try context.database().write { transaction in
            let spot = try transaction.spots.find(arguments.positionals[0])
            return (spot, try transaction.spotBookmarks.add(SpotBookmark(spotId: spot.id, createdAt: transaction.now)))
        }
        if added {
            context.print(ko ? "'\(spot.title)'을(를) 북마크했습니다" : "Bookmarked '\(spot.title)'")
        } else {
            context.print(ko ? "'\(spot.title)'은(는) 이미 북마크되어 있습니다" : "'\(spot.title)' was already bookmarked")
        }
    }

    static func unbookmark(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let ko = try SpotsCommands.language(arguments, context) == .korean
        let (spot, removed) = try context.database().write { transaction in
            let spot = try transaction.spots.find(arguments.positionals[0])
            return (spot, try transaction.spotBookmarks.remove(spotId: spot.id))
        }
        if removed {
            context.print(ko ? "'\(spot.title)' 북마크를 지웠습니다" : "Removed the bookmark on '\(spot.title)'")
        } else {
            context.print(ko ? "'\(spot.title)'은(는) 북마크되어 있지 않습니다" : "'\(spot.title)' was not bookmarked")
        }
    }
}
