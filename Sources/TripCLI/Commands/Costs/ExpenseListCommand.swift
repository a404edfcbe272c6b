import TripModel

enum ExpenseListCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List a trip's expenses with each person's part.",
        arguments: [ExpenseCommands.tripArgument],
        options: [Flag.json.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let trip = try context.database().read { try context.loadTrip(arguments.positional(0), in: $0) }
        if arguments[Flag.json] { return try context.printJSON(trip.expenses) }
        if trip.expenses.isEmpty {
            return context.note(localized("costs.no-expenses", ["trip": trip.name]))
        }
        var table = Table([
            .init(localized("costs.column-id")), .init(localized("costs.column-amount"), .right),
            .init(localized("costs.column-paid-by"), flexible: true),
            .init(localized("costs.column-description"), flexible: true),
            .init(localized("costs.column-parts"), flexible: true),
        ])
        for expense in trip.expenses {
            let parts = ShareSplitter.split(expense.amount, by: expense.shares).filter { $0.amount > 0 }
                .map { "\($0.name) \(CostCommandSupport.money($0.amount, expense.currency))" }
            table.append([
                expense.id.shortID, CostCommandSupport.money(expense.amount, expense.currency),
                expense.paidBy, expense.description, parts.joined(separator: ", "),
            ])
        }
        context.printTable(table)
        let totals = Dictionary(grouping: trip.expenses, by: \.currency)
            .mapValues { $0.reduce(0) { $0 + $1.amount } }
            .sorted { $0.key < $1.key }
            .map { CostCommandSupport.money($0.value, $0.key) }
        context.print(localized("costs.total", ["totals": totals.joined(separator: ", ")]))
    }
}
