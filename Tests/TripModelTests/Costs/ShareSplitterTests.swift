import Testing
import TripModel

@Suite struct ShareSplitterTests {
    func shares(_ pairs: [(String, Int)]) -> [ExpenseShare] { pairs.map { ExpenseShare(name: $0.0, weight: $0.1) } }

    @Test func equalSplitGivesLeftoverUnitsByNameOrder() {
        // 10,000 / 3 = 3,333 r 1: the single leftover won goes to the first name in order, "a".
        let parts = ShareSplitter.split(10_000, by: shares([("c", 1), ("a", 1), ("b", 1)]))
        #expect(parts.map(\.name) == ["c", "a", "b"])
        #expect(parts.map(\.amount) == [3_333, 3_334, 3_333])
    }

    @Test func largestRemainderWinsBeforeNameOrder() {
        // 100 by 2:1 → 66.67 and 33.33: floors 66 + 33 = 99; the larger remainder (2/3, "z") gets the unit.
        let parts = ShareSplitter.split(100, by: shares([("a", 1), ("z", 2)]))
        #expect(parts.map(\.amount) == [33, 67])
    }

    @Test func zeroWeightsGetNothing() {
        let parts = ShareSplitter.split(7, by: shares([("a", 0), ("b", 1), ("c", 1)]))
        #expect(parts.map(\.amount) == [0, 4, 3])
        #expect(ShareSplitter.split(7, by: shares([("a", 0)])).map(\.amount) == [0])
    }

    @Test(arguments: [1, 2, 3, 7, 100, 9_999, 1_000_001, 999_999_999_999_999] as [Int64])
    func partsAlwaysSumToTheAmount(amount: Int64) {
        let weights = shares([("지민", 3), ("me", 1), ("Chris", 1_000_000), ("dana", 7), ("eve", 0)])
        let parts = ShareSplitter.split(amount, by: weights)
        #expect(parts.reduce(0) { $0 + $1.amount } == amount)
        #expect(parts.allSatisfy { $0.amount >= 0 })
        #expect(parts[4].amount == 0)
    }

    @Test func resultDoesNotDependOnInputOrder() {
        let forward = ShareSplitter.split(11, by: shares([("a", 1), ("b", 1), ("c", 1)]))
        let backward = ShareSplitter.split(11, by: shares([("c", 1), ("b", 1), ("a", 1)]))
        #expect(
            Dictionary(uniqueKeysWithValues: forward.map { ($0.name, $0.amount) })
                == Dictionary(uniqueKeysWithValues: backward.map { ($0.name, $0.amount) }))
    }
}
