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

    /// Earlier versions let a payer be removed, so their files hold such trips: decoding puts the
    /// person back as a companion (they were one when the expense was recorded) and logs it.
    @Test func aTripDocumentWithAStrangerBringsThemBackWhereItIsDecoded() throws {
        var trip = Self.trip(paidBy: "지민", shares: ["Alex", "지민", "me"])
        trip.companions = []
        let data = try TripDocumentCoding.encoder().encode(trip)
        let log = CompanionsBroughtBack()
        let decoded = try TripDocumentCoding.decoder(noting: log).decode(Trip.self, from: data)
        #expect(decoded.companions.map(\.name) == ["지민", "Alex"])
        #expect(decoded.companions.map(\.id) == [Trip.broughtBackID("지민"), Trip.broughtBackID("Alex")])
        #expect(decoded.expenses == trip.expenses)
        #expect(decoded.strangers.isEmpty)
        #expect(log.entries == [.init(tripID: trip.id, tripName: trip.name, names: ["지민", "Alex"])])
        #expect(
            log.entries.first?.note
                == "'\(trip.name)': '지민', 'Alex' paid or share an expense but were no longer on the trip "
                + "(an earlier version let them be removed); added back as companions")
        // Deterministic: a second decoding gives the same trip, and encoding it round-trips unchanged.
        #expect(try TripDocumentCoding.decoder().decode(Trip.self, from: data) == decoded)
        let again = try TripDocumentCoding.encoder().encode(decoded)
        let quiet = CompanionsBroughtBack()
        #expect(try TripDocumentCoding.decoder(noting: quiet).decode(Trip.self, from: again) == decoded)
        #expect(quiet.entries.isEmpty)
    }

    @Test func aBroughtBackIDDependsOnTheNormalizedNameAlone() {
        #expect(Trip.broughtBackID(" 지민 ".decomposedStringWithCanonicalMapping) == Trip.broughtBackID("지민"))
        #expect(Trip.broughtBackID("지민") != Trip.broughtBackID("Alex"))
        #expect(Trip.broughtBackID("jimin") != Trip.broughtBackID("Jimin"))
        // A version-8 ("custom") UUID, so it never passes for a random one.
        #expect(Trip.broughtBackID("지민").lowercasedString.dropFirst(14).first == "8")
    }

    /// A payer whose name breaks the name rules is not made a companion: the rules name the field.
    @Test func aStrangerWithABadNameIsStillRefused() throws {
        var object = try Sample.json(Self.trip(paidBy: "지민", shares: ["지민"]))
        object["companions"] = []
        var expenses = try #require(object["expenses"] as? [[String: Any]])
        expenses[0]["paidBy"] = "   "
        object["expenses"] = expenses
        #expect {
            try Sample.decode(object)
        } throws: { error in
            TripDocumentCoding.describe(error).hasPrefix("expenses[0].paidBy: ")
        }
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
