import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// What `trip plan days` refuses before planning, as typed errors.
@Suite struct DaySplitSetupTests {
    static func setup(_ stops: [Stop], days: Int, bases: [DayBase] = []) throws(PlanningError) -> DaySplitSetup {
        try DaySplitSetup(
            trip: PlanningFixtures.trip(stops), dayCount: days, bases: bases, balance: .stops, seed: 1)
    }

    @Test func moreDaysThanStopsIsRefused() throws {
        let stops = try [PlanningFixtures.stop(1, east: 0), PlanningFixtures.stop(2, east: 0.01)]
        #expect(throws: PlanningError.tooFewStops(trip: "Line", stops: 2, days: 3, besidesBase: false)) {
            try Self.setup(stops, days: 3)
        }
    }

    @Test func aTripWhoseOnlyStopIsTheBaseHasNothingToPlan() throws {
        let hotel = try PlanningFixtures.stop(1, east: 0)
        #expect(throws: PlanningError.noStopsToPlan(trip: "Line", besidesBase: true)) {
            try Self.setup([hotel], days: 1, bases: [.stop(hotel)])
        }
    }

    @Test func aStopLockedOnALaterDayIsRefused() throws {
        let stops = try [PlanningFixtures.stop(1, east: 0), PlanningFixtures.stop(2, east: 0.01, day: 3, locked: true)]
        #expect(throws: PlanningError.lockedBeyondPlan(position: 2, name: "S2", day: 3, dayCount: 2)) {
            try Self.setup(stops, days: 2)
        }
    }
}
