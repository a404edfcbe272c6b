import Foundation

/// Reads an amount typed by a person into integer minor units, with no floating point on the way.
///
/// Accepted: ASCII digits, optionally grouped by commas in threes (`12,000`), optionally followed by
/// a decimal point and up to the currency's minor-unit digits (`12.50` USD is 1250 cents). Extra
/// decimals are accepted only when they are zeros (`12000.00` KRW), because they then change nothing.
/// A comma as the decimal separator (`12,50`) is refused rather than guessed.
public enum MoneyParser {
    /// The largest amount accepted, in minor units: 15 digits keeps every sum of a trip's expenses
    /// far inside `Int64` and still allows a quadrillion won.
    public static let maximum: Int64 = 999_999_999_999_999

    /// Parses `text` as a positive amount of `currency`.
    /// - Parameters:
    ///   - text: What the user typed, like `12,000` or `12.50`.
    ///   - currency: Decides how many decimals are allowed.
    /// - Returns: The amount in minor units, greater than zero.
    /// - Throws: ``CostError`` naming the text when it is not a number, is zero or negative, has too
    ///   many decimals or is too large.
    public static func parse(_ text: String, currency: Currency) throws -> Int64 {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("-") || trimmed.hasPrefix("−") { throw CostError.notPositive(text) }
        let parts = trimmed.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = parts.first, let integerDigits = groupedDigits(integerPart) else {
            throw CostError.notANumber(text)
        }
        var fraction = parts.count == 2 ? Substring(parts[1]) : ""
        guard fraction.allSatisfy(isDigit), parts.count == 1 || !fraction.isEmpty else {
            throw CostError.notANumber(text)
        }
        while fraction.count > currency.minorUnits, fraction.last == "0" { fraction = fraction.dropLast() }
        guard fraction.count <= currency.minorUnits else {
            throw CostError.tooManyDecimals(text, currency: currency.code, allowed: currency.minorUnits)
        }
        let padded = String(fraction) + String(repeating: "0", count: currency.minorUnits - fraction.count)
        let significant = (integerDigits + padded).drop { $0 == "0" }
        guard significant.count <= 15, let value = Int64(significant.isEmpty ? "0" : String(significant)),
            value <= maximum
        else { throw CostError.amountTooLarge(text) }
        guard value > 0 else { throw CostError.notPositive(text) }
        return value
    }

    /// The digits of an integer part, with comma grouping checked (`1,234,567`), or nil.
    static func groupedDigits(_ part: Substring) -> String? {
        let groups = part.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, !first.isEmpty, groups.allSatisfy({ $0.allSatisfy(isDigit) }) else {
            return nil
        }
        if groups.count > 1 {
            guard first.count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        return groups.joined()
    }

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
