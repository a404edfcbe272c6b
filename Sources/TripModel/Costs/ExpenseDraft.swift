public import Foundation

/// An expense as typed on the command line, before it is checked against the trip.
public struct ExpenseDraft: Sendable {
    public var amount: String
    public var currency: String
    public var description: String
    public var paidBy: String
    public var split: SplitSpecification

    public init(
        amount: String, currency: String = "KRW", description: String, paidBy: String,
        split: SplitSpecification = .everyone
    ) {
        self.amount = amount
        self.currency = currency
        self.description = description
        self.paidBy = paidBy
        self.split = split
    }

    /// Checks every field and builds the stored expense; nothing is half-made on failure.
    /// - Parameters:
    ///   - people: The trip's companions plus `me`.
    ///   - id: The new expense's id (injected so tests are deterministic).
    ///   - now: Creation and update time.
    /// - Returns: An expense that satisfies the decoder's invariants.
    /// - Throws: ``CostError`` naming the first bad field: currency, amount, description, payer, shares.
    public func expense(among people: Participants, id: UUID, now: Timestamp) throws -> Expense {
        let currency = try Currency(code: currency)
        let minorUnits = try MoneyParser.parse(amount, currency: currency)
        let text = description.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw CostError.emptyDescription }
        let payer = try people.resolve(paidBy)
        let shares = try split.shares(among: people)
        return Expense(
            id: id, amount: minorUnits, currency: currency.code, description: text, paidBy: payer,
            shares: shares, createdAt: now, updatedAt: now)
    }
}
