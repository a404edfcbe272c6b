extension Expense {
    /// Why an amount or share list is beyond what the cost code is built for, or nil.
    ///
    /// The caps keep every sum and split of a trip far inside `Int64`, so a crafted document (an
    /// imported backup) cannot make `trip settle` overflow; names once each keep balances unambiguous.
    static func limitProblem(amount: Int64, shares: [ExpenseShare]) -> String? {
        if amount > MoneyParser.maximum { return "amount \(amount) is over 15 digits" }
        if shares.count > 1_000 { return "an expense is shared by at most 1000 people" }
        if shares.contains(where: { $0.weight > SplitSpecification.maximumWeight }) {
            return "a share weight must not exceed \(SplitSpecification.maximumWeight)"
        }
        if Set(shares.map(\.name)).count != shares.count { return "a person appears twice in shares" }
        return nil
    }
}
