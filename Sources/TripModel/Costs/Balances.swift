/// What each person is owed (positive) or owes (negative) in one currency.
public struct Balance: Equatable, Sendable {
    public var name: String
    /// Minor units: paid minus consumed.
    public var amount: Int64

    public init(name: String, amount: Int64) {
        self.name = name
        self.amount = amount
    }
}

/// Each currency's balances over a list of expenses. No exchange rates: currencies never mix.
public enum Balances {
    /// Paid minus share, per person, per currency.
    /// - Parameters:
    ///   - expenses: The trip's expenses.
    ///   - people: Names always listed, even with nothing paid or owed (the trip's people).
    /// - Returns: Currency code → balances sorted by name; each list sums to exactly zero.
    public static func compute(_ expenses: [Expense], people: [String] = []) -> [String: [Balance]] {
        var totals: [String: [String: Int64]] = [:]
        for expense in expenses {
            var ledger = totals[expense.currency] ?? Dictionary(uniqueKeysWithValues: people.map { ($0, 0) })
            ledger[expense.paidBy, default: 0] += expense.amount
            for part in ShareSplitter.split(expense.amount, by: expense.shares) {
                ledger[part.name, default: 0] -= part.amount
            }
            totals[expense.currency] = ledger
        }
        return totals.mapValues { ledger in
            ledger.map { Balance(name: $0.key, amount: $0.value) }.sorted { $0.name < $1.name }
        }
    }
}
