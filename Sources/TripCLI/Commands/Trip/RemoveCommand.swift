import TripModel

enum RemoveCommand {
    static let spec = CommandSpec(
        name: "rm", abstract: "Delete a trip with its stops and expenses.",
        arguments: [ArgumentSpec("trip", "Trip name or id")],
        options: [Flag.yes.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let database = try context.database()
        let summary = try database.read { try context.resolveTrip(arguments.positionals[0], in: $0) }
        let question = localized("trip.rm.confirm", ["trip": summary.label, "count": summary.stopCount])
        guard try context.confirm(question, yes: arguments[Flag.yes]) else {
            context.note(localized("trip.rm.nothing-deleted"))
            return
        }
        try database.write { transaction in
            guard try transaction.trips.delete(id: summary.id) else {
                throw CLIError.dataError(localized("trip.rm.deleted-meanwhile", ["trip": summary.label]))
            }
        }
        context.print(localized("trip.removed", ["trip": summary.label]))
    }
}
