import TripModel

enum CompanionListCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List a trip's companions, or everyone with --all.",
        options: [CompanionCommands.trip.spec, everyone.spec, Flag.json.spec],
        run: run)

    private struct Entry: Encodable {
        let id: String
        let name: String
        let trips: Int?
    }

    static let everyone = Flag("all", "Everyone known, with how many trips each is on")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let tripReference = try arguments[CompanionCommands.trip]
        let json = arguments[Flag.json]
        let database = try context.database()
        let entries: [Entry]
        if arguments[everyone] {
            entries = try database.read { try $0.companions.all() }.map {
                Entry(id: $0.companion.id.lowercasedString, name: $0.companion.name, trips: $0.tripCount)
            }
        } else {
            let trip = try database.read { try context.loadTrip(tripReference, in: $0) }
            entries = trip.companions.map { Entry(id: $0.id.lowercasedString, name: $0.name, trips: nil) }
        }
        if json { return try context.printJSON(entries) }
        if entries.isEmpty { return context.note(localized("companion.list.none")) }
        for entry in entries {
            context.print(
                entry.trips.map { localized("companion.list.with-trips", ["name": entry.name, "count": $0]) }
                    ?? entry.name)
        }
    }
}
