import Foundation
import Testing

@Suite struct ExpenseCommandTests {
    /// Everything stored about the trip, to show that a refused command changed nothing.
    func snapshot(_ trip: CostsCommandHarness) -> String {
        trip.run("show", "Seoul", "--json").out + trip.run("expense", "list", "Seoul", "--json").out
    }

    @Test func addListSettleAndRemove() throws {
        let trip = try CostsCommandHarness()
        trip.seoulTrip()
        let added = trip.run("expense", "add", "Seoul", "12,000", "--desc", "dinner", "--paid-by", "ME")
        #expect(added.status == 0, "\(added.err)")
        #expect(added.out.contains("12,000 KRW dinner, paid by me, shared by 지민, Chris, me"))
        #expect(
            trip.run(
                "expense", "add", "Seoul", "10000", "--desc", "taxi", "--paid-by", "지민",
                "--split", "chris,me"
            ).status == 0)
        #expect(
            trip.run(
                "expense", "add", "Seoul", "7.50", "--currency", "usd", "--desc", "coffee",
                "--paid-by", "Chris", "--shares", "지민=2,me=1"
            ).status == 0)

        let list = trip.run("expense", "list", "Seoul")
        #expect(list.out.contains("지민 5.00 USD, me 2.50 USD"))
        #expect(list.out.contains("Total: 22,000 KRW, 7.50 USD"))

        // KRW: me paid 12,000, shares 4,000 + 5,000 → +3,000; 지민 10,000 − 4,000 → +6,000; Chris −9,000.
        let settle = trip.run("settle", "Seoul", "--json")
        let currencies = CostsCommandHarness.object(settle.out)["currencies"] as? [[String: Any]] ?? []
        #expect(currencies.map { $0["currency"] as? String } == ["KRW", "USD"])
        let krw = currencies.first?["balances"] as? [[String: Any]] ?? []
        #expect(krw.map { $0["balance"] as? Int } == [-9_000, 3_000, 6_000])
        let transfers = currencies.first?["transfers"] as? [[String: Any]] ?? []
        #expect(transfers.count == 2)
        #expect(transfers.map { $0["from"] as? String } == ["Chris", "Chris"])
        #expect(transfers.compactMap { $0["amount"] as? Int }.reduce(0, +) == 9_000)
        #expect(trip.run("settle", "Seoul").out.contains("Chris → 지민: 6,000 KRW"))

        let stored = try JSONSerialization.jsonObject(
            with: Data(trip.run("expense", "list", "Seoul", "--json").out.utf8))
        let id = try #require(((stored as? [[String: Any]])?.first?["id"] as? String)?.lowercased())
        #expect(trip.run("expense", "rm", "Seoul", String(id.prefix(6))).status == 64)  // needs --yes off a terminal
        let removed = trip.run("expense", "rm", "Seoul", String(id.prefix(6)), "--yes")
        #expect(removed.status == 0, "\(removed.err)")
        #expect(!trip.run("expense", "list", "Seoul").out.contains("dinner"))
        #expect(trip.run("expense", "rm", "Seoul", "ffffffff", "--yes").status == 65)
    }

    @Test func expensesTravelWithTheTripDocument() throws {
        let trip = try CostsCommandHarness()
        trip.seoulTrip()
        trip.run("expense", "add", "Seoul", "3", "--currency", "BHD", "--desc", "tea", "--paid-by", "me")
        let document = CostsCommandHarness.object(trip.run("show", "Seoul", "--json").out)
        let expenses = document["expenses"] as? [[String: Any]] ?? []
        #expect(expenses.map { $0["amount"] as? Int } == [3_000])
        #expect(expenses.map { $0["paidBy"] as? String } == ["me"])
    }

    @Test(
        arguments: [
            (["-5"], Int32(64), "must be greater than zero"),
            (["abc"], 64, "is not an amount"),
            (["12.5"], 64, "KRW has no minor unit"),
            (["0"], 64, "must be greater than zero"),
            (["5", "--currency", "XYZ"], 64, "not an active ISO 4217 currency code"),
            (["5", "--shares", "me=0,지민=0"], 64, "the shares sum to zero"),
            (["5", "--shares", "me=x"], 64, "is not a share"),
            (["5", "--split", "me,ME"], 64, "listed twice"),
            (["5", "--split", "me", "--shares", "me=1"], 64, "either --split or --shares"),
            (["5", "--paid-by", "영희"], 65, "'영희' is not on this trip; use one of: 지민, Chris, me"),
            (["5", "--split", "me,Bob"], 65, "'Bob' is not on this trip"),
        ] as [([String], Int32, String)])
    func badExpensesStoreNothing(words: [String], status: Int32, message: String) throws {
        let trip = try CostsCommandHarness()
        trip.seoulTrip()
        trip.run("expense", "add", "Seoul", "1000", "--desc", "first", "--paid-by", "me")
        let before = snapshot(trip)
        var arguments = ["expense", "add", "Seoul"] + words + ["--desc", "bad"]
        if !words.contains("--paid-by") { arguments += ["--paid-by", "me"] }
        let result = trip.run(arguments: arguments)
        #expect(result.status == status)
        #expect(result.err.hasPrefix("Error: "))
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(snapshot(trip) == before)
    }

    @Test func missingDescriptionOrPayerIsAUsageError() throws {
        let trip = try CostsCommandHarness()
        trip.seoulTrip()
        #expect(trip.run("expense", "add", "Seoul", "5", "--paid-by", "me").status == 64)
        #expect(trip.run("expense", "add", "Seoul", "5", "--desc", "x").status == 64)
        #expect(trip.run("expense", "add", "Seoul", "5", "--desc", " ", "--paid-by", "me").status == 64)
    }

    @Test func settleWithoutExpensesSaysSo() throws {
        let trip = try CostsCommandHarness()
        trip.seoulTrip()
        let result = trip.run("settle", "Seoul")
        #expect(result.status == 0)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("no expenses to settle"))
    }
}
