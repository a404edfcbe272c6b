import TripModel

enum ExpenseRemoveCommand {
    static let spec = CommandSpec(
        name: "rm", abstract: "Remove an expense by its id or an id prefix (see 'trip expense list').",
        arguments: [ExpenseCommands.tripArgument, ArgumentSpec("expense", "The expense's id or id prefix")],
        options: [Flag.yes.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (tripReference, reference) = ExpenseCommands.tripAndValue(arguments)
        let database = try context.database()
        let (trip, index) = try database.read { transaction in
            let trip = try context.loadTrip(tripReference, in: transaction)
            return (trip, try CostCommandSupport.expenseIndex(reference, in: trip))
        }
        let expense = trip.expenses[index]
        let label = "\(CostCommandSupport.money(expense.amount, expense.currency)) \(expense.description)"
        let question = localized("costs.remove-question", ["expense": label, "trip": trip.name])
        guard try context.confirm(question, yes: arguments[Flag.yes])
        else { return context.note(localized("costs.nothing-removed")) }
        try database.write { transaction in
            // Looked up again by id: the trip may have changed while the question was open.
            var current = try context.loadTrip(trip.id.uuidString, in: transaction)
            let stillThere = try CostCommandSupport.expenseIndex(expense.id.uuidString, in: current)
            current.expenses.remove(at: stillThere)
            current.updatedAt = transaction.now
            try transaction.saveEdit(current)
        }
        context.print(
            localized("costs.removed", ["id": expense.id.shortID, "expense": label, "trip": trip.name]))
    }
}
