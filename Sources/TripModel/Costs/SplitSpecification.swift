/// Who shares an expense and with what weight, as given by `--split` or `--shares`.
public enum SplitSpecification: Equatable, Sendable {
    /// Everyone on the trip, equally.
    case everyone
    /// The named people, equally: `--split A,B,C`.
    case equally([String])
    /// The named people by weight: `--shares A=2,B=1`.
    case weighted([ExpenseShare])

    /// The largest weight accepted; keeps weight sums far from overflow.
    public static let maximumWeight = 1_000_000

    /// Parses `A,B,C` (equal split). Empty names are refused; `\,` is a comma inside a name.
    /// - Throws: ``CostError/malformedShare(_:)`` for an empty name.
    public static func parseSplit(_ text: String) throws -> SplitSpecification {
        let names = EscapedList.split(text, on: ",").map(EscapedList.unescaped)
        for name in names where name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw CostError.malformedShare(text)
        }
        return .equally(names)
    }

    /// Parses `A=2,B=1`: names with whole, non-negative weights; `\,` and `\=` are a comma and an
    /// equals sign inside a name.
    /// - Throws: ``CostError/malformedShare(_:)`` naming the bad item.
    public static func parseShares(_ text: String) throws -> SplitSpecification {
        var shares: [ExpenseShare] = []
        for item in EscapedList.split(text, on: ",") {
            let pair = EscapedList.split(item, on: "=")
            let weightText = pair.count == 2 ? pair[1].trimmingCharacters(in: .whitespaces) : ""
            guard pair.count == 2, !pair[0].trimmingCharacters(in: .whitespaces).isEmpty,
                weightText.allSatisfy({ $0.isASCII && $0.isNumber }), let weight = Int(weightText),
                weight <= maximumWeight
            else { throw CostError.malformedShare(String(item)) }
            shares.append(ExpenseShare(name: EscapedList.unescaped(pair[0]), weight: weight))
        }
        return .weighted(shares)
    }

    /// The stored shares: names resolved against the trip's people, each listed once.
    /// - Throws: ``CostError`` for unknown or repeated people, or shares that sum to zero.
    public func shares(among people: Participants) throws -> [ExpenseShare] {
        let raw: [ExpenseShare] =
            switch self {
            case .everyone: people.names.map { ExpenseShare(name: $0, weight: 1) }
            case .equally(let names): names.map { ExpenseShare(name: $0, weight: 1) }
            case .weighted(let shares): shares
            }
        var seen = Set<String>()
        var result: [ExpenseShare] = []
        for share in raw {
            let name = try people.resolve(share.name)
            guard seen.insert(name).inserted else { throw CostError.personListedTwice(name) }
            result.append(ExpenseShare(name: name, weight: share.weight))
        }
        guard result.contains(where: { $0.weight > 0 }) else { throw CostError.sharesSumToZero }
        return result
    }
}
