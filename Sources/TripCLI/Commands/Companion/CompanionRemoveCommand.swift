import TripModel
import TripStore

enum CompanionRemoveCommand {
    static let spec = CommandSpec(
        name: "rm", abstract: "Remove a companion from a trip, or from every trip with --everywhere.",
        arguments: [ArgumentSpec("name", "The person's name")],
        options: [
            CompanionCommands.tripOption,
            .flag("everywhere", "Forget the person on every trip"),
            .yes,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = Companion.normalize(arguments.positionals[0])
        let database = try context.database()
        if arguments.flag("everywhere") {
            guard try context.confirm("Forget \(name) on every trip?", yes: arguments.flag("yes")) else {
                return context.note("Nothing removed.")
            }
            try database.write { transaction in
                guard try transaction.companions.delete(name: name) else { throw StoreError.companionNotFound(name) }
            }
            return context.print("Forgot \(name) on every trip")
        }
        let tripName = try database.write { transaction in
            var trip = try context.loadTrip(arguments.value("trip"), in: transaction)
            guard trip.companions.contains(where: { $0.name == name }) else {
                throw CLIError.dataError("\(name) is not a companion on '\(trip.name)'")
            }
            trip.companions.removeAll { $0.name == name }
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return trip.name
        }
        context.print("Removed \(name) from '\(tripName)'")
    }
}
