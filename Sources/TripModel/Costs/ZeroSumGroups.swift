/// Splits balances into as many groups summing to zero as possible.
///
/// A group of k people can always be settled with k − 1 transfers and, when no smaller part of it
/// sums to zero, not with fewer; so the most groups gives the fewest transfers: n − groups.
/// `best[mask]` is the most zero-sum prefixes an ordering of the people in `mask` can have; adding
/// the people one at a time, a prefix that sums to zero closes a group.
enum ZeroSumGroups {
    /// The groups, each summing to zero, in a deterministic order. Balances must sum to zero.
    static func partition(_ balances: [Balance]) -> [[Balance]] {
        let count = balances.count
        guard count > 1 else { return balances.isEmpty ? [] : [balances] }
        let full = (1 << count) - 1
        var sums = [Int64](repeating: 0, count: full + 1)
        var best = [Int](repeating: 0, count: full + 1)
        for mask in 1...full {
            let low = mask.trailingZeroBitCount
            sums[mask] = sums[mask & (mask - 1)] + balances[low].amount
            var most = 0
            for person in 0..<count where mask & (1 << person) != 0 {
                most = max(most, best[mask & ~(1 << person)])
            }
            best[mask] = most + (sums[mask] == 0 ? 1 : 0)
        }
        return groups(from: full, balances: balances, sums: sums, best: best)
    }

    /// Walks back from the full set, removing the person whose absence kept the best count, and cuts
    /// the resulting order where a prefix sums to zero.
    private static func groups(from full: Int, balances: [Balance], sums: [Int64], best: [Int]) -> [[Balance]] {
        var order: [Int] = []
        var mask = full
        while mask != 0 {
            let closes = sums[mask] == 0 ? 1 : 0
            let last = (0..<balances.count).first { person in
                mask & (1 << person) != 0 && best[mask & ~(1 << person)] + closes == best[mask]
            }
            guard let last else { break }
            order.append(last)
            mask &= ~(1 << last)
        }
        var result: [[Balance]] = []
        var current: [Balance] = []
        var running: Int64 = 0
        for person in order.reversed() {
            current.append(balances[person])
            running += balances[person].amount
            if running == 0 {
                result.append(current)
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
