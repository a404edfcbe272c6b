/// Writes integer minor units back as text people read: `12,000 KRW`, `12.50 USD`, `-3.005 BHD`.
public enum MoneyFormatter {
    /// The amount with thousands grouped by commas, the currency's decimals and its code.
    /// - Parameters:
    ///   - amount: Minor units; may be negative (a balance owed).
    ///   - currency: Decides the number of decimals.
    ///   - withCode: Appends ` KRW` when true.
    public static func format(_ amount: Int64, _ currency: Currency, withCode: Bool = true) -> String {
        let sign = amount < 0 ? "-" : ""
        let digits = String(amount.magnitude)
        let units = currency.minorUnits
        let padded = String(repeating: "0", count: max(0, units + 1 - digits.count)) + digits
        let integer = padded.dropLast(units)
        let fraction = padded.suffix(units)
        var text = sign + grouped(integer)
        if units > 0 { text += "." + fraction }
        return withCode ? text + " " + currency.code : text
    }

    /// Digits with a comma before every group of three from the right.
    static func grouped(_ digits: Substring) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
