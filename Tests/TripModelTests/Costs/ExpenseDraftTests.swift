import Foundation
import Testing
import TripModel

@Suite struct ExpenseDraftTests {
    let people = Participants(companions: ["지민", " Chris "])
    let now = Timestamp(millisecondsSinceEpoch: 1_700_000_000_000)
    let id = UUID()

    func make(_ draft: ExpenseDraft) throws -> Expense { try draft.expense(among: people, id: id, now: now) }

    @Test func everyoneSharesByDefaultAndMeIsCaseInsensitive() throws {
        let expense = try make(ExpenseDraft(amount: "12,000", description: " dinner ", paidBy: "ME"))
        #expect(expense.amount == 12_000 && expense.currency == "KRW" && expense.description == "dinner")
        #expect(expense.paidBy == "me")
        #expect(expense.shares == ["지민", "Chris", "me"].map { ExpenseShare(name: $0, weight: 1) })
    }

    @Test func splitAndSharesResolveNames() throws {
        let split = try make(
            ExpenseDraft(
                amount: "3", currency: "usd", description: "x", paidBy: "chris",
                split: try .parseSplit("CHRIS,지민")))
        #expect(split.currency == "USD" && split.amount == 300 && split.paidBy == "Chris")
        #expect(split.shares.map(\.name) == ["Chris", "지민"])
        let weighted = try make(
            ExpenseDraft(
                amount: "3", description: "x", paidBy: "me",
                split: try .parseShares("me=2,지민=1,Chris=0")))
        #expect(weighted.shares.map(\.weight) == [2, 1, 0])
    }

    @Test func storedExpenseDecodesAgain() throws {
        let expense = try make(ExpenseDraft(amount: "1.5", currency: "BHD", description: "tea", paidBy: "지민"))
        let data = try JSONEncoder().encode(expense)
        #expect(try JSONDecoder().decode(Expense.self, from: data) == expense)
    }

    @Test(arguments: [
        (ExpenseDraft(amount: "-5", description: "x", paidBy: "me"), CostError.notPositive("-5")),
        (ExpenseDraft(amount: "five", description: "x", paidBy: "me"), CostError.notANumber("five")),
        (ExpenseDraft(amount: "5", currency: "ABC", description: "x", paidBy: "me"), CostError.unknownCurrency("ABC")),
        (ExpenseDraft(amount: "5", description: "  ", paidBy: "me"), CostError.emptyDescription),
        (
            ExpenseDraft(amount: "5", description: "x", paidBy: "영희"),
            CostError.unknownPerson("영희", known: ["지민", "Chris", "me"])
        ),
        (
            ExpenseDraft(
                amount: "5", description: "x", paidBy: "me",
                split: .weighted([ExpenseShare(name: "me", weight: 0), ExpenseShare(name: "지민", weight: 0)])),
            CostError.sharesSumToZero
        ),
        (
            ExpenseDraft(amount: "5", description: "x", paidBy: "me", split: .equally(["me", "ME"])),
            CostError.personListedTwice("me")
        ),
        (
            ExpenseDraft(amount: "5", description: "x", paidBy: "me", split: .equally(["nobody"])),
            CostError.unknownPerson("nobody", known: ["지민", "Chris", "me"])
        ),
    ])
    func badInputIsRefused(draft: ExpenseDraft, error: CostError) {
        #expect(throws: error) { try make(draft) }
    }

    @Test(arguments: ["A=", "A", "=2", "A=-1", "A=1.5", "A=x", "A=1,,B=2", "A=1000001"])
    func malformedSharesAreRefused(text: String) {
        #expect(throws: CostError.self) { try SplitSpecification.parseShares(text) }
    }

    @Test func malformedSplitIsRefused() {
        #expect(throws: CostError.malformedShare("A,,B")) { try SplitSpecification.parseSplit("A,,B") }
    }

    @Test func companionCalledMeMakesMeAmbiguous() throws {
        let clash = Participants(companions: ["Me"])
        #expect(throws: CostError.ambiguousPerson("ME", candidates: ["Me", "me"])) { try clash.resolve("ME") }
        #expect(try clash.resolve("Me") == "Me")
        #expect(try clash.resolve("me") == "me")
    }

    @Test func usageAndDataProblemsAreTold() {
        #expect(CostError.notANumber("x").isUsageProblem)
        #expect(CostError.sharesSumToZero.isUsageProblem)
        #expect(!CostError.unknownPerson("x", known: []).isUsageProblem)
        #expect(!CostError.invalidFareModel(file: "f", field: "g", reason: "r").isUsageProblem)
    }
}

@Suite struct ExpenseDecodingLimitTests {
    func document(amount: String = "1000", shares: String = #"[{"name": "me", "weight": 1}]"#) -> Data {
        Data(
            """
            {"id": "\(UUID().uuidString)", "amount": \(amount), "currency": "KRW", "description": "x",
             "paidBy": "me", "shares": \(shares),
             "createdAt": "2026-11-30T00:00:00.000Z", "updatedAt": "2026-11-30T00:00:00.000Z"}
            """.utf8)
    }

    @Test func limitsKeepSettlementArithmeticSafe() throws {
        #expect(try JSONDecoder().decode(Expense.self, from: document()).amount == 1_000)
        let refused = [
            document(amount: "1000000000000000"),
            document(shares: #"[{"name": "me", "weight": 1000001}]"#),
            document(shares: #"[{"name": "me", "weight": 1}, {"name": "me", "weight": 2}]"#),
        ]
        for data in refused {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Expense.self, from: data) }
        }
    }
}
