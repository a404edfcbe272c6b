extension Expense {
    /// Why an amount or share list is beyond what the cost code is built for, or nil.
    ///
    /// The caps keep every sum and split of a trip far inside `Int64`, so a crafted document (an
    /// imported backup) cannot make `trip settle` overflow; names once each keep balances unambiguous.
    static func limitProblem(amount: Int64, shares: [ExpenseShare]) -> String? {
        if amount > MoneyParser.maximum { return localized("expense.amount-over-digits", ["amount": amount]) }
        if shares.count > 1_000 { return localized("expense.too-many-shares", ["limit": 1000]) }
        if shares.contains(where: { $0.weight > SplitSpecification.maximumWeight }) {
            return localized("expense.weight-too-large", ["limit": SplitSpecification.maximumWeight])
        }
        if Set(shares.map(\.name)).count != shares.count { return localized("expense.person-twice") }
        return nil
    }
}
