import TripModel

enum HistoryCommand {
    static let spec = CommandSpec(
        name: "history", abstract: "List finished trips, most recently finished first.",
        options: [Flag.json.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let json = arguments[Flag.json]
        let trips = try context.database().read { try $0.trips.summaries(status: .finished) }
            .sorted { ($0.finishedAt ?? $0.updatedAt) > ($1.finishedAt ?? $1.updatedAt) }
        if trips.isEmpty, !json {
            context.note(localized("trip.history.none"))
            return
        }
        try ListCommand.show(trips, json: json, context: context, showsFinished: true)
    }
}
