public import Foundation

/// Money spent on a trip by one person, to be shared among several.
///
/// Amounts are integers in the currency's minor unit (won for KRW, cents for USD): no floating point.
public struct Expense: Codable, Hashable, Identifiable, Sendable {
    public var id: UUID
    /// Amount in minor units of `currency`; always positive.
    public var amount: Int64
    /// ISO 4217 currency code, upper case.
    public var currency: String
    public var description: String
    /// Who paid: a companion's name, or the owner of the database ("me").
    public var paidBy: String
    /// How the amount is divided: each person's weight. Equal splits have weight 1 each.
    public var shares: [ExpenseShare]
    public var createdAt: Timestamp
    public var updatedAt: Timestamp

    public init(
        id: UUID, amount: Int64, currency: String, description: String, paidBy: String, shares: [ExpenseShare],
        createdAt: Timestamp, updatedAt: Timestamp
    ) {
        self.id = id
        self.amount = amount
        self.currency = currency
        self.description = description
        self.paidBy = paidBy
        self.shares = shares
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, amount, currency, description, paidBy, shares, createdAt, updatedAt
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        amount = try container.decode(Int64.self, forKey: .amount)
        currency = try container.decode(String.self, forKey: .currency)
        description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
        paidBy = try container.decode(String.self, forKey: .paidBy)
        shares = try container.decode([ExpenseShare].self, forKey: .shares)
        createdAt = try container.decode(Timestamp.self, forKey: .createdAt)
        updatedAt = try container.decode(Timestamp.self, forKey: .updatedAt)
        let problem: String? =
            if amount <= 0 {
                localized("expense.amount-not-positive", ["amount": amount])
            } else if let limit = Expense.limitProblem(amount: amount, shares: shares) {
                limit
            } else if shares.isEmpty || shares.allSatisfy({ $0.weight == 0 }) {
                localized("expense.shares-zero")
            } else if shares.contains(where: { $0.weight < 0 }) {
                localized("expense.weight-negative")
            } else if currency.count != 3 || !currency.allSatisfy({ $0.isASCII && $0.isUppercase }) {
                localized("expense.currency", ["code": currency])
            } else { nil }
        if let problem {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(amount, forKey: .amount)
        try container.encode(currency, forKey: .currency)
        try container.encode(description, forKey: .description)
        try container.encode(paidBy, forKey: .paidBy)
        try container.encode(shares, forKey: .shares)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

/// One person's part of an expense.
public struct ExpenseShare: Codable, Hashable, Sendable {
    public var name: String
    public var weight: Int

    public init(name: String, weight: Int) {
        self.name = name
        self.weight = weight
    }
}
