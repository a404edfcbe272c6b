import Foundation
import Testing
import TripModel

@Suite struct SettlementTests {
    func balances(_ amounts: [Int64]) -> [Balance] {
        amounts.enumerated().map { Balance(name: "p\($0.offset < 10 ? "0" : "")\($0.offset)", amount: $0.element) }
    }

    /// Applies the transfers and checks every balance ends at zero with positive integer transfers.
    func settles(_ input: [Balance], _ transfers: [Transfer]) -> Bool {
        var left = Dictionary(uniqueKeysWithValues: input.map { ($0.name, $0.amount) })
        for transfer in transfers {
            guard transfer.amount > 0, transfer.from != transfer.to else { return false }
            left[transfer.from, default: 0] += transfer.amount
            left[transfer.to, default: 0] -= transfer.amount
        }
        return left.values.allSatisfy { $0 == 0 }
    }

    @Test func simpleDebtsSettle() {
        let input = [
            Balance(name: "me", amount: 20_000), Balance(name: "지민", amount: -10_000),
            Balance(name: "철수", amount: -10_000),
        ]
        let transfers = Settlement.transfers(for: input)
        #expect(settles(input, transfers))
        #expect(transfers.count == 2)
        #expect(transfers.allSatisfy { $0.to == "me" && $0.amount == 10_000 })
    }

    @Test func zeroSumPairsSettleDirectly() {
        let input = balances([6, 5, -6, -5, 2, -2])
        let transfers = Settlement.transfers(for: input)
        #expect(settles(input, transfers))
        #expect(transfers.count == 3)
    }

    @Test func exactBeatsGreedyWhereGreedyLoses() {
        // Greedy: 9 takes 8 from the −8 (1 left), 8 takes 7 from the −7 (1 left), then two transfers of
        // 1 and 2 more: 4 transfers. The groups {8, −8} and {9, −2, −7} need only 1 + 2 = 3.
        let input = balances([8, -2, -7, -8, 9])
        let transfers = Settlement.transfers(for: input)
        #expect(settles(input, transfers))
        #expect(transfers.count == 3)
    }

    @Test func settledPeopleNeedNoTransfers() {
        #expect(Settlement.transfers(for: balances([0, 0])).isEmpty)
        #expect(Settlement.transfers(for: []).isEmpty)
    }

    @Test(arguments: 0..<40)
    func randomBalancesSettleInAtMostNMinusOne(seed: Int) {
        var generator = SplitMix(state: UInt64(seed) &+ 0x9E37_79B9)
        let count = 2 + Int(generator.next() % 22)  // up to 23 people: exact and greedy paths
        var amounts = (0..<(count - 1)).map { _ in Int64(generator.next() % 2_000_001) - 1_000_000 }
        amounts.append(-amounts.reduce(0, +))
        let input = balances(amounts)
        let transfers = Settlement.transfers(for: input)
        #expect(settles(input, transfers))
        #expect(transfers.count <= max(0, input.filter { $0.amount != 0 }.count - 1))
        #expect(Settlement.transfers(for: input) == transfers)
    }

    /// The most zero-sum groups the balances split into, by trying every group holding the first
    /// person; the fewest transfers is n minus that (each group of k needs k − 1).
    func mostGroups(_ amounts: [Int64]) -> Int {
        guard let first = amounts.first else { return 0 }
        let rest = Array(amounts.dropFirst())
        var best = 0
        for mask in 0..<(1 << rest.count) {
            let chosen = rest.indices.filter { mask & (1 << $0) != 0 }
            guard first + chosen.reduce(0, { $0 + rest[$1] }) == 0 else { continue }
            let left = rest.indices.filter { mask & (1 << $0) == 0 }.map { rest[$0] }
            best = max(best, 1 + mostGroups(left))
        }
        return best
    }

    @Test(arguments: 0..<60)
    func exactPathMatchesBruteForce(seed: Int) {
        var generator = SplitMix(state: UInt64(seed) &* 0x2545_F491)
        let count = 2 + Int(generator.next() % 7)
        // Small values make zero-sum subgroups common, where greedy tends to waste transfers.
        var amounts = (0..<(count - 1)).map { _ in Int64(generator.next() % 13) - 6 }.filter { $0 != 0 }
        let closing = -amounts.reduce(0, +)
        if closing != 0 { amounts.append(closing) }
        let transfers = Settlement.transfers(for: balances(amounts))
        #expect(settles(balances(amounts), transfers))
        #expect(transfers.count == amounts.count - mostGroups(amounts))
    }

    @Test func balancesFromExpensesSumToZeroPerCurrency() throws {
        let people = Participants(companions: ["지민", "Chris"])
        let now = Timestamp(millisecondsSinceEpoch: 0)
        let expenses = try [
            ExpenseDraft(amount: "10,000", description: "taxi", paidBy: "ME"),
            ExpenseDraft(
                amount: "12.34", currency: "usd", description: "lunch", paidBy: "chris",
                split: .weighted([ExpenseShare(name: "지민", weight: 2), ExpenseShare(name: "me", weight: 1)])),
            ExpenseDraft(amount: "7", description: "gum", paidBy: "지민", split: .equally(["Chris", "me"])),
        ].map { try $0.expense(among: people, id: UUID(), now: now) }
        let all = Balances.compute(expenses, people: people.names)
        #expect(Set(all.keys) == ["KRW", "USD"])
        for balances in all.values { #expect(balances.reduce(0) { $0 + $1.amount } == 0) }
        let krw = Dictionary(uniqueKeysWithValues: (all["KRW"] ?? []).map { ($0.name, $0.amount) })
        // 10,000 / 3 → 3,334 (Chris, first by name), 3,333, 3,333; gum 7 / 2 → Chris 4, me 3.
        #expect(krw == ["me": 10_000 - 3_333 - 3, "지민": -3_333 + 7, "Chris": -3_334 - 4])
        let usd = Dictionary(uniqueKeysWithValues: (all["USD"] ?? []).map { ($0.name, $0.amount) })
        // 1,234 cents by 2:1 → 822.67 / 411.33 → 823 and 411.
        #expect(usd == ["Chris": 1_234, "지민": -823, "me": -411])
        let me = try #require(all["KRW"]?.first { $0.name == "me" })
        #expect(me.paid == 10_000 && me.share == 3_336)
    }
}

/// A tiny deterministic generator so random cases are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
