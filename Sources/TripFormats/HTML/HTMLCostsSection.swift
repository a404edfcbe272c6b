import TripModel

/// The page's costs: every expense, then per currency each person's balance and the transfers that
/// settle it, computed as `trip settle` does (``Balances``, ``Settlement``). Currencies are never mixed.
enum HTMLCostsSection {
    /// The section, or nil when the trip has no expenses.
    static func section(_ trip: Trip, _ strings: PageStrings) -> HTMLNode? {
        guard !trip.expenses.isEmpty else { return nil }
        var children: [HTMLNode] = [.el("h2", text: strings.expenses), expenseTable(trip.expenses, strings)]
        let people = Participants(companions: trip.companions.map(\.name)).names
        for (currency, balances) in Balances.compute(trip.expenses, people: people).sorted(by: { $0.key < $1.key }) {
            children += settlement(currency, balances, strings)
        }
        return .el("section", [("class", "costs"), ("id", "costs")], children)
    }

    private static func expenseTable(_ expenses: [Expense], _ strings: PageStrings) -> HTMLNode {
        let head = HTMLNode.el(
            "thead", [],
            [
                .el(
                    "tr", [],
                    [
                        .el("th", [("scope", "col")], text: strings.description),
                        .el("th", [("scope", "col")], text: strings.paidBy),
                        .el("th", [("scope", "col"), ("class", "num")], text: strings.amount),
                        .el("th", [("scope", "col")], text: strings.sharedBy),
                    ])
            ])
        let rows = expenses.sorted { $0.createdAt < $1.createdAt }.map { expense -> HTMLNode in
            let shares = expense.shares.filter { $0.weight > 0 }.map { share in
                strings.person(share.name) + (share.weight == 1 ? "" : " ×\(share.weight)")
            }
            return .el(
                "tr", [],
                [
                    .el("td", text: expense.description), .el("td", text: strings.person(expense.paidBy)),
                    .el("td", [("class", "num")], text: money(expense.amount, expense.currency)),
                    .el("td", text: shares.joined(separator: ", ")),
                ])
        }
        return .el("table", [("class", "expenses")], [head, .el("tbody", [], rows)])
    }

    private static func settlement(_ currency: String, _ balances: [Balance], _ strings: PageStrings) -> [HTMLNode] {
        let head = HTMLNode.el(
            "thead", [],
            [
                .el(
                    "tr", [],
                    [strings.name, strings.paid, strings.share, strings.balance].enumerated().map { index, title in
                        .el("th", [("scope", "col")] + (index > 0 ? [("class", "num")] : []), text: title)
                    })
            ])
        let rows = balances.map { balance -> HTMLNode in
            let signed = (balance.amount > 0 ? "+" : "") + money(balance.amount, currency)
            return .el(
                "tr", [],
                [
                    .el("td", text: strings.person(balance.name)),
                    .el("td", [("class", "num")], text: money(balance.paid, currency)),
                    .el("td", [("class", "num")], text: money(balance.share, currency)),
                    .el("td", [("class", "num")], text: signed),
                ])
        }
        let transfers = Settlement.transfers(for: balances).map { transfer -> HTMLNode in
            .el("li", text: strings.pays(transfer.from, transfer.to) + ": " + money(transfer.amount, currency))
        }
        return [
            .el("h3", text: strings.whoOwesWhom + " · " + currency),
            .el("table", [("class", "balances")], [head, .el("tbody", [], rows)]),
            transfers.isEmpty ? .el("p", text: strings.settled) : .el("ul", [("class", "transfers")], transfers),
        ]
    }

    /// `12,000 KRW`; an unknown code (an old backup) is shown with the raw minor units.
    private static func money(_ amount: Int64, _ code: String) -> String {
        guard let currency = try? Currency(code: code) else { return "\(amount) \(code)" }
        return MoneyFormatter.format(amount, currency)
    }
}
