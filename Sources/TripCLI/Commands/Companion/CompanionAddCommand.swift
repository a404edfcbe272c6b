import TripModel
import TripStore

enum CompanionAddCommand {
    static let spec = CommandSpec(
        name: "add", abstract: "Add a companion to a trip.",
        arguments: [ArgumentSpec("name", "The person's name")],
        options: [CompanionCommands.trip.spec],
        run: run)

    /// `trip companion add`'s name and trip, checked before the database is opened.
    struct Options {
        let name: String
        let tripReference: String?

        init(_ arguments: ParsedArguments) throws {
            name = Companion.normalize(arguments.positionals[0])
            guard !name.isEmpty else { throw CLIError.usage(localized("companion.add.empty-name")) }
            guard name.count <= 100 else { throw CLIError.usage(localized("companion.add.name-too-long")) }
            if let problem = Companion.separatorProblem(name) { throw CLIError.usage(problem) }
            // "me" is you in expenses and fares; a companion of that name would make payers ambiguous.
            guard name.lowercased() != Participants.me else {
                throw CLIError.usage(localized("companion.add.name-is-me", ["name": name]))
            }
            tripReference = try arguments[CompanionCommands.trip]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let name = options.name
        let tripName = try context.database().write { transaction in
            var trip = try context.loadTrip(options.tripReference, in: transaction)
            if trip.companions.contains(where: { $0.name == name }) {
                throw StoreError.duplicateCompanion(name, trip: trip.name)
            }
            let companion =
                try transaction.companions.named(name)
                ?? Companion(id: context.newID(), name: name, updatedAt: transaction.now)
            trip.companions.append(companion)
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return trip.name
        }
        context.print(localized("companion.added", ["name": name, "trip": tripName]))
    }
}
