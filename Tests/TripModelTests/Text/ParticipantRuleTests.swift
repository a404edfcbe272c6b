import Foundation
import Testing

@testable import TripModel

/// An expense is paid and shared only by the trip's participants (its companions and `me`), on every
/// path that ends in the rules; a trip stored before the rule can still be saved while it is repaired.
@Suite struct ParticipantRuleTests {
    static func trip(paidBy: String = "지민", shares: [String] = ["지민", "me"]) -> Trip {
        var trip = Sample.trip()
        trip.companions = [Companion(id: Sample.id(50), name: "지민", updatedAt: nil)]
        trip.expenses = [
            Expense(
                id: Sample.id(60), amount: 12_000, currency: "KRW", description: "lunch", paidBy: paidBy,
                shares: shares.map { ExpenseShare(name: $0, weight: 1) }, createdAt: Sample.time,
                updatedAt: Sample.time)
        ]
        return trip
    }

    @Test func companionsAndMeMayPayAndShare() {
        #expect(TripRules.violation(in: Self.trip()) == nil)
        #expect(TripRules.violation(in: Self.trip(paidBy: "me", shares: ["me"])) == nil)
        // Names compare as companions are stored: trimmed and in NFC.
        #expect(TripRules.violation(in: Self.trip(paidBy: " 지민 ".decomposedStringWithCanonicalMapping)) == nil)
    }

    @Test func aPayerWhoIsNotOnTheTripIsRefused() throws {
        let violation = try #require(TripRules.violation(in: Self.trip(paidBy: "Ghost")))
        #expect(violation.path == "expenses[0].paidBy")
        #expect(
            violation.message
                == "'Ghost' is not on the trip: an expense is paid and shared by its companions and me; "
                + "add the companion to the trip first")
    }

    @Test func aShareForSomeoneNotOnTheTripIsRefused() throws {
        let violation = try #require(TripRules.violation(in: Self.trip(shares: ["지민", "Alex"])))
        #expect(violation.path == "expenses[0].shares[1].name")
    }

    @Test func removingACompanionWhoPaidIsRefused() throws {
        var trip = Self.trip()
        let stored = trip
        trip.companions = []
        let violation = try #require(
            TripRules.violation(in: trip, known: stored.texts, strangers: stored.strangers))
        #expect(violation.path == "expenses[0].paidBy")
    }

    @Test func aTripDocumentWithAStrangerIsRefusedWhereItIsDecoded() throws {
        var object = try Sample.json(Self.trip())
        object["companions"] = []
        #expect(throws: DecodingError.self) { try Sample.decode(object) }
    }

    @Test func aStoredStrangerDoesNotLockTheTrip() throws {
        var stored = Self.trip()
        stored.companions = []
        #expect(stored.strangers == ["지민"])
        var renamed = stored
        renamed.name = "Renamed"
        #expect(TripRules.violation(in: renamed) != nil)
        #expect(TripRules.violation(in: renamed, known: stored.texts, strangers: stored.strangers) == nil)
        // Adding the companion back repairs it outright.
        renamed.companions = [Companion(id: Sample.id(50), name: "지민", updatedAt: nil)]
        #expect(TripRules.violation(in: renamed) == nil)
        #expect(renamed.strangers.isEmpty)
    }

    @Test func expensesNamingAPersonAreFound() {
        let trip = Self.trip(paidBy: "me", shares: ["지민", "me"])
        #expect(trip.expenses(naming: "지민").map(\.id) == [Sample.id(60)])
        #expect(trip.expenses(naming: "Alex").isEmpty)
    }

    @Test(arguments: ["", "   ", "\n"])
    func aBlankDescriptionIsRefused(description: String) throws {
        var trip = Self.trip()
        trip.expenses[0].description = description
        let violation = try #require(TripRules.violation(in: trip))
        #expect(violation.path == "expenses[0].description")
        #expect(violation.message == "the description is blank")
        // Stored before the rule: a save that keeps it passes.
        #expect(TripRules.violation(in: trip, known: [description]) == nil)
    }
}
