import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// Why `trip route` does not search, as facts the command line words.
@Suite struct RoutePlanTests {
    @Test func twoStopsAreTooFewToOptimize() throws {
        let plan = try RoutePlan(
            stops: [try PlanningFixtures.stop(1, east: 0), try PlanningFixtures.stop(2, east: 0.01)], roundTrip: false)
        let outcome = try plan.optimize(RouteChoices())
        #expect(outcome.skipped == .tooFewStops(2))
        #expect(!outcome.changed)
    }

    @Test func oneMovableStopOfADayIsTooFew() throws {
        let stops = try [
            PlanningFixtures.stop(1, east: 0), PlanningFixtures.stop(2, east: 0.09, day: 1),
            PlanningFixtures.stop(3, east: 0.02), PlanningFixtures.stop(4, east: 0.01, day: 1),
        ]
        var choices = RouteChoices()
        choices.day = 1
        let outcome = try RoutePlan(stops: stops, roundTrip: false).optimize(choices)
        #expect(outcome.skipped == .tooFewMovable(1, day: 1))
    }

    @Test func daysWithoutMovableStopsSayNoDayMoves() throws {
        let stops = try [
            PlanningFixtures.stop(1, east: 0, day: 1), PlanningFixtures.stop(2, east: 0.01, day: 1),
            PlanningFixtures.stop(3, east: 0.02, day: 2), PlanningFixtures.stop(4, east: 0.03, day: 2),
        ]
        let result = try RoutePlan(stops: stops, roundTrip: false).optimizeByDays(RouteChoices())
        #expect(result.outcome.skipped == .noDayMovable)
        #expect(result.days.map(\.skipped) == [.tooFewMovable(1, day: 1), .tooFewMovable(1, day: 2)])
    }
}
