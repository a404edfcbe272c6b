import TripModel
import TripStore

enum ExpenseAddCommand {
    static let spec = CommandSpec(
        name: "add", abstract: "Record an expense: how much, what for, who paid, and who shares it.",
        discussion: """
            Without --split or --shares everyone on the trip shares equally. AMOUNT may group
            thousands with commas (12,000) and use a decimal point up to the currency's minor unit (12.50 USD).
            """,
        arguments: [ExpenseCommands.tripArgument, ArgumentSpec("amount", "The amount, like 12000, 12,000 or 12.50")],
        options: [
            .value("currency", "CODE", "ISO 4217 currency code (default: KRW)"),
            .value("desc", "TEXT", "What it was for (required)"),
            .value("paid-by", "NAME", "Who paid: a companion or 'me' (required)"),
            .value("split", "A,B,C", "Share equally among these people only"),
            .value("shares", "A=2,B=1", "Share by whole-number weights"),
            .json,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (tripReference, amount) = ExpenseCommands.tripAndValue(arguments)
        let description = try arguments.required("desc")
        let payer = try arguments.required("paid-by")
        if arguments.value("split") != nil, arguments.value("shares") != nil {
            throw CLIError.usage("give either --split or --shares, not both", helpPath: arguments.commandPath)
        }
        let split = try splitSpecification(arguments)
        let draft = ExpenseDraft(
            amount: amount, currency: arguments.value("currency") ?? "KRW", description: description,
            paidBy: payer, split: split)
        // Everything is checked inside the transaction before the save, so a bad value stores nothing.
        let (expense, tripName) = try context.database().write { transaction in
            var trip = try context.loadTrip(tripReference, in: transaction)
            let expense = try draft.expense(
                among: CostCommandSupport.participants(trip), id: context.newID(), now: transaction.now)
            trip.expenses.append(expense)
            trip.updatedAt = transaction.now
            try transaction.saveEdit(trip)
            return (expense, trip.name)
        }
        if arguments.flag("json") { return try context.printJSON(expense) }
        let names = expense.shares.filter { $0.weight > 0 }
            .map { $0.weight == 1 ? $0.name : "\($0.name)×\($0.weight)" }
        context.print(
            "Added expense \(expense.id.shortID) to '\(tripName)': "
                + "\(CostCommandSupport.money(expense.amount, expense.currency)) \(expense.description), "
                + "paid by \(expense.paidBy), shared by \(names.joined(separator: ", "))")
    }

    /// `--split`, `--shares`, or everyone equally.
    static func splitSpecification(_ arguments: ParsedArguments) throws -> SplitSpecification {
        if let text = arguments.value("split") { return try .parseSplit(text) }
        if let text = arguments.value("shares") { return try .parseShares(text) }
        return .everyone
    }
}
