import TripModel

enum SettleCommand {
    static let spec = CommandSpec(
        name: "settle", abstract: "Show each person's balance and the fewest transfers that settle the trip.",
        discussion: """
            Each currency is settled on its own; nothing is converted. The fewest transfers are found
            exactly for up to \(Settlement.exactLimit) people with a balance (the general problem is NP-hard);
            beyond that the largest debtor pays the largest creditor in turn, at most n-1 transfers.
            """,
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: [Flag.json.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let trip = try context.database().read { try context.loadTrip(arguments.positional(0), in: $0) }
        let people = CostCommandSupport.participants(trip).names
        let ledgers = Balances.compute(trip.expenses, people: people).sorted { $0.key < $1.key }
        let reports = ledgers.map { Report(currency: $0.key, balances: $0.value) }
        if arguments[Flag.json] { return try context.printJSON(Document(trip: trip.name, currencies: reports)) }
        if reports.isEmpty { return context.note(localized("costs.nothing-to-settle", ["trip": trip.name])) }
        for (index, report) in reports.enumerated() {
            if index > 0 { context.print() }
            write(report, context)
        }
    }

    static func write(_ report: Report, _ context: CommandContext) {
        var table = Table([
            .init(localized("costs.column-name"), flexible: true), .init(localized("costs.column-paid"), .right),
            .init(localized("costs.column-share"), .right), .init(localized("costs.column-balance"), .right),
        ])
        for balance in report.balances {
            let signed = (balance.balance > 0 ? "+" : "") + CostCommandSupport.money(balance.balance, report.currency)
            table.append([
                balance.name, CostCommandSupport.money(balance.paid, report.currency),
                CostCommandSupport.money(balance.share, report.currency), signed,
            ])
        }
        context.print("\(report.currency):")
        context.printTable(table)
        if report.transfers.isEmpty { return context.print(localized("costs.settled")) }
        for transfer in report.transfers {
            context.print(
                "  \(transfer.from) → \(transfer.to): \(CostCommandSupport.money(transfer.amount, report.currency))")
        }
    }

    /// `trip settle --json`: stable keys, amounts in integer minor units.
    struct Document: Encodable {
        let trip: String
        let currencies: [Report]
    }

    struct Report: Encodable {
        let currency: String
        let balances: [Line]
        let transfers: [Payment]
        /// `exact` or `greedy`: how the transfers were found.
        let method: String

        init(currency: String, balances: [Balance]) {
            self.currency = currency
            self.balances = balances.map { Line(name: $0.name, paid: $0.paid, share: $0.share, balance: $0.amount) }
            transfers = Settlement.transfers(for: balances).map { Payment(from: $0.from, to: $0.to, amount: $0.amount) }
            method = Settlement.isExact(for: balances) ? "exact" : "greedy"
        }
    }

    struct Line: Encodable {
        let name: String
        let paid: Int64
        let share: Int64
        let balance: Int64
    }

    struct Payment: Encodable {
        let from: String
        let to: String
        let amount: Int64
    }
}
