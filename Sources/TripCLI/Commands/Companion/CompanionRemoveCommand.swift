import TripModel
import TripStore

enum CompanionRemoveCommand {
    static let spec = CommandSpec(
        name: "rm", abstract: "Remove a companion from a trip, or from every trip with --everywhere.",
        arguments: [ArgumentSpec("name", "The person's name")],
        options: [CompanionCommands.trip.spec, everywhere.spec, Flag.yes.spec],
        run: run)

    static let everywhere = Flag("everywhere", "Forget the person on every trip")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = Companion.normalize(arguments.positionals[0])
        let tripReference = try arguments[CompanionCommands.trip]
        let database = try context.database()
        if arguments[everywhere] {
            guard
                try context.confirm(
                    localized("companion.rm.confirm-everywhere", ["name": name]), yes: arguments[Flag.yes])
            else {
                return context.note(localized("companion.rm.nothing-removed"))
            }
            try database.write { transaction in
                let trips = try transaction.trips.tripIDs(withCompanion: name).compactMap {
                    try transaction.trips.trip(id: $0)
                }
                for trip in trips { try refuseIfInExpenses(name, on: trip) }
                // Each trip is saved as an edit, not only left to the foreign key: its new `updatedAt`
                // is what `trip sync` looks for, so the removal reaches the other machines too.
                for var trip in trips {
                    trip.companions.removeAll { $0.name == name }
                    try transaction.saveEdit(trip)
                }
                guard try transaction.companions.delete(name: name) else { throw StoreError.companionNotFound(name) }
            }
            return context.print(localized("companion.rm.forgotten", ["name": name]))
        }
        let tripName = try database.write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            guard trip.companions.contains(where: { $0.name == name }) else {
                throw CLIError.dataError(localized("companion.rm.not-on-trip", ["name": name, "trip": trip.name]))
            }
            try refuseIfInExpenses(name, on: trip)
            trip.companions.removeAll { $0.name == name }
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return trip.name
        }
        context.print(localized("companion.removed", ["name": name, "trip": tripName]))
    }

    /// Refuses to take a person off a trip whose expenses they paid or share: the balances would owe
    /// money to someone who is not on the trip (the store refuses it too; this says which expenses).
    static func refuseIfInExpenses(_ name: String, on trip: Trip) throws {
        let expenses = trip.expenses(naming: name)
        guard !expenses.isEmpty else { return }
        let listed = expenses.prefix(5).map {
            VisibleText.quoted($0.description) + " (" + $0.id.shortID + ")"
        }
        let joined = listed.joined(separator: ", ")
        let shown =
            expenses.count > 5
            ? localized("companion.rm.expenses-and-more", ["expenses": joined, "count": expenses.count - 5]) : joined
        let arguments: [String: any CustomStringConvertible] = [
            "name": VisibleText.quoted(name), "trip": VisibleText.quoted(trip.name), "expenses": shown,
            "count": expenses.count,
        ]
        throw CLIError.dataError(
            expenses.count == 1
                ? localized("companion.rm.in-an-expense", arguments) : localized("companion.rm.in-expenses", arguments))
    }
}
