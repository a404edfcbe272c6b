import TripModel
import TripStore

enum ExpenseAddCommand {
    static let spec = CommandSpec(
        name: "add", abstract: "Record an expense: how much, what for, who paid, and who shares it.",
        discussion: """
            Without --split or --shares everyone on the trip shares equally. AMOUNT may group
            thousands with commas (12,000) and use a decimal point up to the currency's minor unit (12.50 USD).
            A name that holds ',' or '=' takes a backslash before it: --split 'Kim\\, Jimin,me'.
            """,
        arguments: [ExpenseCommands.tripArgument, ArgumentSpec("amount", "The amount, like 12000, 12,000 or 12.50")],
        options: Options.specs,
        run: run)

    /// `trip expense add`'s amount and options; the draft is checked against the trip when it is saved.
    struct Options {
        static let currency = Option<String>("currency", "CODE", "ISO 4217 currency code (default: KRW)")
        static let description = Option<String>("desc", "TEXT", "What it was for (required)")
        static let payer = Option<String>("paid-by", "NAME", "Who paid: a companion or 'me' (required)")
        static let split = Option<String>("split", "A,B,C", "Share equally among these people only")
        static let shares = Option<String>("shares", "A=2,B=1", "Share by whole-number weights")

        static let specs: [OptionSpec] = [
            currency.spec, description.spec, payer.spec, split.spec, shares.spec, Flag.json.spec,
        ]

        let tripReference: String?
        let draft: ExpenseDraft
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            let (trip, amount) = ExpenseCommands.tripAndValue(arguments)
            let description = try arguments.required(Self.description)
            let payer = try arguments.required(Self.payer)
            if arguments.has(Self.split), arguments.has(Self.shares) {
                throw CLIError.usage(localized("costs.split-or-shares"), helpPath: arguments.commandPath)
            }
            let split = try Self.splitSpecification(arguments)
            tripReference = trip
            draft = ExpenseDraft(
                amount: amount, currency: try arguments[Self.currency] ?? "KRW", description: description,
                paidBy: payer, split: split)
            json = arguments[Flag.json]
        }

        /// `--split`, `--shares`, or everyone equally.
        static func splitSpecification(_ arguments: ParsedArguments) throws -> SplitSpecification {
            if let text = try arguments[Self.split] { return try .parseSplit(text) }
            if let text = try arguments[Self.shares] { return try .parseShares(text) }
            return .everyone
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (tripReference, draft) = (options.tripReference, options.draft)
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
        if options.json { return try context.printJSON(expense) }
        let names = expense.shares.filter { $0.weight > 0 }
            .map { $0.weight == 1 ? $0.name : "\($0.name)×\($0.weight)" }
        context.print(
            localized(
                "costs.expense-added",
                [
                    "id": expense.id.shortID, "trip": tripName,
                    "amount": CostCommandSupport.money(expense.amount, expense.currency),
                    "description": expense.description, "payer": expense.paidBy,
                    "people": names.joined(separator: ", "),
                ]))
    }
}
