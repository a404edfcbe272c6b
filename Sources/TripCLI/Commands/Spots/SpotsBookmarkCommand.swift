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
        let (spot, added) = try context.database().write { transaction in
            let spot = try transaction.spots.find(arguments.positionals[0])
            return (spot, try transaction.spotBookmarks.add(SpotBookmark(spotId: spot.id, createdAt: transaction.now)))
        }
        if added {
            context.print(localized("spots.bookmarked", ["title": spot.title]))
        } else {
            context.print(localized("spots.already-bookmarked", ["title": spot.title]))
        }
    }

    static func unbookmark(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (spot, removed) = try context.database().write { transaction in
            let spot = try transaction.spots.find(arguments.positionals[0])
            return (spot, try transaction.spotBookmarks.remove(spotId: spot.id))
        }
        if removed {
            context.print(localized("spots.unbookmarked", ["title": spot.title]))
        } else {
            context.print(localized("spots.not-bookmarked", ["title": spot.title]))
        }
    }
}
