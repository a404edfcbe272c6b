/// One payment that settles debts: `from` pays `to`.
public struct Transfer: Equatable, Sendable {
    public var from: String
    public var to: String
    /// Minor units, positive.
    public var amount: Int64

    public init(from: String, to: String, amount: Int64) {
        self.from = from
        self.to = to
        self.amount = amount
    }
}

/// The payments that bring every balance to zero, as few as can be found.
///
/// Finding the fewest transfers is NP-hard in general (it is a maximum partition into zero-sum
/// groups). For up to ``exactLimit`` people with a non-zero balance the minimum is found exactly by
/// a subset dynamic program; beyond that a greedy match of the largest creditor with the largest
/// debtor is used, which needs at most n − 1 transfers because every transfer settles at least one
/// person and the last settles two.
public enum Settlement {
    /// Non-zero balances up to this count are settled optimally (2^16 subsets, well under a second).
    public static let exactLimit = 16

    /// Whether ``transfers(for:)`` finds the proven minimum for `balances` (else the greedy bound).
    public static func isExact(for balances: [Balance]) -> Bool {
        balances.filter { $0.amount != 0 }.count <= exactLimit
    }

    /// Transfers that settle `balances`, which must sum to zero.
    /// - Parameter balances: Each person's balance in one currency.
    /// - Returns: Transfers with positive amounts; applying them zeroes every balance.
    public static func transfers(for balances: [Balance]) -> [Transfer] {
        let open = balances.filter { $0.amount != 0 }.sorted { $0.name < $1.name }
        guard isExact(for: open) else { return greedy(open) }
        return ZeroSumGroups.partition(open).flatMap(greedy)
    }

    /// Largest creditor receives from largest debtor until all are settled; ties by name.
    static func greedy(_ balances: [Balance]) -> [Transfer] {
        var creditors = balances.filter { $0.amount > 0 }
        var debtors = balances.filter { $0.amount < 0 }.map { Balance(name: $0.name, amount: -$0.amount) }
        var transfers: [Transfer] = []
        while let creditor = largest(creditors), let debtor = largest(debtors) {
            let amount = min(creditors[creditor].amount, debtors[debtor].amount)
            transfers.append(Transfer(from: debtors[debtor].name, to: creditors[creditor].name, amount: amount))
            creditors[creditor].amount -= amount
            debtors[debtor].amount -= amount
            creditors.removeAll { $0.amount == 0 }
            debtors.removeAll { $0.amount == 0 }
        }
        return transfers
    }

    static func largest(_ balances: [Balance]) -> Int? {
        balances.indices.min { a, b in
            balances[a].amount != balances[b].amount
                ? balances[a].amount > balances[b].amount : balances[a].name < balances[b].name
        }
    }
}
