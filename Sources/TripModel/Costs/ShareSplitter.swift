/// Divides an amount of minor units by weights so the parts are integers that add up exactly.
///
/// Largest-remainder method: everyone first gets the floor of their exact part; the units left over
/// (fewer than the number of people) go one each to the largest fractional remainders, ties broken
/// by name in ascending order so the result never depends on input order or chance.
public enum ShareSplitter {
    /// Each person's part of `amount`.
    /// - Parameters:
    ///   - amount: Minor units, zero or more.
    ///   - shares: Weights, non-negative with a positive sum, names distinct.
    /// - Returns: One part per share in the order given; the parts sum to `amount`. Zero-weight
    ///   shares get zero. An all-zero weight list yields all zeros.
    public static func split(_ amount: Int64, by shares: [ExpenseShare]) -> [(name: String, amount: Int64)] {
        let total = Int64(shares.reduce(0) { $0 + max(0, $1.weight) })
        guard total > 0 else { return shares.map { ($0.name, 0) } }
        var parts: [Int64] = []
        var remainders: [Int64] = []
        for share in shares {
            // amount × weight can pass Int64 for large amounts; the full-width product cannot.
            let product = amount.multipliedFullWidth(by: Int64(max(0, share.weight)))
            let (quotient, remainder) = total.dividingFullWidth(product)
            parts.append(quotient)
            remainders.append(remainder)
        }
        let leftover = amount - parts.reduce(0, +)
        let order = shares.indices.sorted { a, b in
            remainders[a] != remainders[b] ? remainders[a] > remainders[b] : shares[a].name < shares[b].name
        }
        for index in order.prefix(Int(leftover)) { parts[index] += 1 }
        return zip(shares, parts).map { ($0.name, $1) }
    }
}
