import Foundation
import Testing

@Suite struct ExpenseCommandTests {
    @Test func addListSettleAndRemove() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        let added = trip.run("expense", "add", "Seoul", "12,000", "--desc", "dinner", "--paid-by", "ME")
        #expect(added.code == 0, "\(added.stderr)")
        #expect(added.stdout.contains("12,000 KRW dinner, paid by me, shared by 지민, Chris, me"))
        #expect(
            trip.run(
                "expense", "add", "Seoul", "10000", "--desc", "taxi", "--paid-by", "지민",
                "--split", "chris,me"
            ).code == 0)
        #expect(
            trip.run(
                "expense", "add", "Seoul", "7.50", "--currency", "usd", "--desc", "coffee",
                "--paid-by", "Chris", "--shares", "지민=2,me=1"
            ).code == 0)

        let list = trip.run("expense", "list", "Seoul")
        #expect(list.stdout.contains("지민 5.00 USD, me 2.50 USD"))
        #expect(list.stdout.contains("Total: 22,000 KRW, 7.50 USD"))

        // KRW: me paid 12,000, shares 4,000 + 5,000 → +3,000; 지민 10,000 − 4,000 → +6,000; Chris −9,000.
        let settle = trip.run("settle", "Seoul", "--json")
        let currencies = CLIHarness.object(settle.stdout)["currencies"] as? [[String: Any]] ?? []
        #expect(currencies.map { $0["currency"] as? String } == ["KRW", "USD"])
        let krw = currencies.first?["balances"] as? [[String: Any]] ?? []
        #expect(krw.map { $0["balance"] as? Int } == [-9_000, 3_000, 6_000])
        let transfers = currencies.first?["transfers"] as? [[String: Any]] ?? []
        #expect(transfers.count == 2)
        #expect(transfers.map { $0["from"] as? String } == ["Chris", "Chris"])
        #expect(transfers.compactMap { $0["amount"] as? Int }.reduce(0, +) == 9_000)
        #expect(trip.run("settle", "Seoul").stdout.contains("Chris → 지민: 6,000 KRW"))

        let stored = try JSONSerialization.jsonObject(
            with: Data(trip.run("expense", "list", "Seoul", "--json").stdout.utf8))
        let id = try #require(((stored as? [[String: Any]])?.first?["id"] as? String)?.lowercased())
        #expect(trip.run("expense", "rm", "Seoul", String(id.prefix(6))).code == 64)  // needs --yes off a terminal
        let removed = trip.run("expense", "rm", "Seoul", String(id.prefix(6)), "--yes")
        #expect(removed.code == 0, "\(removed.stderr)")
        #expect(!trip.run("expense", "list", "Seoul").stdout.contains("dinner"))
        #expect(trip.run("expense", "rm", "Seoul", "ffffffff", "--yes").code == 65)
    }

    @Test func expensesTravelWithTheTripDocument() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        trip.run("expense", "add", "Seoul", "3", "--currency", "BHD", "--desc", "tea", "--paid-by", "me")
        let document = CLIHarness.object(trip.run("show", "Seoul", "--json").stdout)
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
        let trip = try CLIHarness()
        trip.seoulTrip()
        trip.run("expense", "add", "Seoul", "1000", "--desc", "first", "--paid-by", "me")
        let before = try trip.dump()
        var arguments = ["expense", "add", "Seoul"] + words + ["--desc", "bad"]
        if !words.contains("--paid-by") { arguments += ["--paid-by", "me"] }
        let result = trip.run(arguments: arguments)
        #expect(result.code == status)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try trip.dump() == before)
    }

    @Test func missingDescriptionOrPayerIsAUsageError() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        #expect(trip.run("expense", "add", "Seoul", "5", "--paid-by", "me").code == 64)
        #expect(trip.run("expense", "add", "Seoul", "5", "--desc", "x").code == 64)
        #expect(trip.run("expense", "add", "Seoul", "5", "--desc", " ", "--paid-by", "me").code == 64)
    }

    @Test func currentTripIsUsedWhenNoneIsNamed() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        #expect(trip.run("start", "Seoul").code == 0)
        let added = trip.run("expense", "add", "9,000", "--desc", "lunch", "--paid-by", "Chris")
        #expect(added.code == 0, "\(added.stderr)")
        #expect(trip.run("expense", "list").stdout.contains("Chris 3,000 KRW"))
        #expect(trip.run("settle").stdout.contains("Chris"))
        #expect(trip.run("fare", "--leg", "1").code == 0)
    }

    @Test func removingAsksOnATerminal() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        trip.run("expense", "add", "Seoul", "5000", "--desc", "snack", "--paid-by", "me")
        let list = try JSONSerialization.jsonObject(
            with: Data(trip.run("expense", "list", "Seoul", "--json").stdout.utf8))
        let id = try #require((list as? [[String: Any]])?.first?["id"] as? String)
        let before = try trip.dump()
        let declined = trip.run("expense", "rm", "Seoul", String(id.prefix(8)), stdin: ["n"], terminal: true)
        #expect(declined.code == 0)
        #expect(try trip.dump() == before)
        let accepted = trip.run("expense", "rm", "Seoul", String(id.prefix(8)), stdin: ["y"], terminal: true)
        #expect(accepted.code == 0)
        let after = try JSONSerialization.jsonObject(
            with: Data(trip.run("expense", "list", "Seoul", "--json").stdout.utf8))
        #expect((after as? [Any])?.isEmpty == true)
    }

    @Test func settleWithoutExpensesSaysSo() throws {
        let trip = try CLIHarness()
        trip.seoulTrip()
        let result = trip.run("settle", "Seoul")
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no expenses to settle"))
    }
}
