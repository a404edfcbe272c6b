/// What each person is owed (positive) or owes (negative) in one currency.
public struct Balance: Equatable, Sendable {
    public var name: String
    /// Minor units: paid minus consumed.
    public var amount: Int64
    /// Minor units this person paid.
    public var paid: Int64
    /// Minor units of this person's shares.
    public var share: Int64

    public init(name: String, amount: Int64, paid: Int64 = 0, share: Int64 = 0) {
        self.name = name
        self.amount = amount
        self.paid = paid
        self.share = share
    }
}

/// Each currency's balances over a list of expenses. No exchange rates: currencies never mix.
public enum Balances {
    /// Paid minus share, per person, per currency.
    ///
    /// Amounts are at most 15 digits each, so `Int64` holds the sums of thousands of expenses.
    /// - Parameters:
    ///   - expenses: The trip's expenses.
    ///   - people: Names always listed, even with nothing paid or owed (the trip's people).
    /// - Returns: Currency code → balances sorted by name; each list's amounts sum to exactly zero.
    public static func compute(_ expenses: [Expense], people: [String] = []) -> [String: [Balance]] {
        var ledgers: [String: [String: Balance]] = [:]
        for expense in expenses {
            var ledger =
                ledgers[expense.currency]
                ?? Dictionary(uniqueKeysWithValues: people.map { ($0, Balance(name: $0, amount: 0)) })
            ledger[expense.paidBy, default: Balance(name: expense.paidBy, amount: 0)].paid += expense.amount
            for part in ShareSplitter.split(expense.amount, by: expense.shares) {
                ledger[part.name, default: Balance(name: part.name, amount: 0)].share += part.amount
            }
            ledgers[expense.currency] = ledger
        }
        return ledgers.mapValues { ledger in
            ledger.values.map { Balance(name: $0.name, amount: $0.paid - $0.share, paid: $0.paid, share: $0.share) }
                .sorted { $0.name < $1.name }
        }
    }
}
