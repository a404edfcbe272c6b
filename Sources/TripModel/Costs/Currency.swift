import Foundation

/// An active ISO 4217 currency and the number of decimals of its minor unit.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// Three upper-case letters, like `KRW`.
    public let code: String
    /// Decimal places of the minor unit: 0 for KRW and JPY, 2 for USD, 3 for BHD.
    public let minorUnits: Int
    /// The English name in the ISO 4217 list.
    public let name: String

    public var description: String { code }

    /// Looks a currency up by code, ignoring case and surrounding white space.
    /// - Throws: ``CostError/unknownCurrency(_:)`` when the code is not an active ISO 4217 code.
    public init(code: String) throws {
        let key = code.trimmingCharacters(in: .whitespaces).uppercased()
        guard let found = Currency.byCode[key] else { throw CostError.unknownCurrency(code) }
        self = found
    }

    init(code: String, minorUnits: Int, name: String) {
        self.code = code
        self.minorUnits = minorUnits
        self.name = name
    }

    /// Every currency of the table, sorted by code.
    public static let all: [Currency] = ISO4217Table.lines.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, let units = Int(parts[1]) else { return nil }
        return Currency(code: String(parts[0]), minorUnits: units, name: String(parts[2]))
    }

    static let byCode: [String: Currency] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// South Korean won, the currency of the built-in fare models.
    public static let krw = Currency(code: "KRW", minorUnits: 0, name: "Won")
}
