import TripModel

enum RenameCommand {
    static let spec = CommandSpec(
        name: "rename", abstract: "Give a trip a new name.",
        arguments: [ArgumentSpec("trip", "Trip name or id"), ArgumentSpec("new-name", "The new name")],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let newName = arguments.positionals[1].trimmingCharacters(in: .whitespaces)
        guard !newName.isEmpty else { throw CLIError.usage(localized("trip.rename.empty-name")) }
        let oldName = try context.database().write { transaction in
            var trip = try context.loadTrip(arguments.positionals[0], in: transaction)
            let oldName = trip.name
            trip.name = newName
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return oldName
        }
        context.print(localized("trip.renamed", ["old": oldName, "new": newName]))
    }
}
