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

    /// The outcome carries the legs of the order it chose, so the report prints them without measuring
    /// again: exactly what `legs` gives, whether the order changed or stayed.
    @Test(arguments: [false, true]) func theOutcomeCarriesTheLegsOfItsOrder(roundTrip: Bool) throws {
        let scrambled = try [0.0, 0.05, 0.01, 0.04, 0.02, 0.03].enumerated().map {
            try PlanningFixtures.stop($0.offset + 1, east: $0.element)
        }
        let sorted = try (0..<6).map { try PlanningFixtures.stop($0 + 1, east: 0.01 * Double($0)) }
        for (stops, shortens) in [(scrambled, true), (sorted, false)] {
            let plan = try RoutePlan(stops: stops, roundTrip: roundTrip)
            let outcome = try plan.optimize(RouteChoices())
            #expect(outcome.changed == shortens)
            #expect(outcome.legs == plan.legs(outcome.order))
            #expect(outcome.legs?.reduce(0, +) == plan.length(outcome.order))
            #expect(outcome.before == plan.length(plan.currentOrder))
        }
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
