import Testing
import TripGeo
import TripModel

@testable import TripPlanning

/// One meaning for a day's subtotal: all its stops, and the legs joining two consecutive stops of it.
@Suite struct TripLegsTests {
    /// Days 1, 1, 2, 1, 2 on a line: both days are split into two runs.
    static func splitDays() throws -> [Stop] {
        try [
            PlanningFixtures.stop(1, east: 0, day: 1), PlanningFixtures.stop(2, east: 0.01, day: 1),
            PlanningFixtures.stop(3, east: 0.03, day: 2), PlanningFixtures.stop(4, east: 0.06, day: 1),
            PlanningFixtures.stop(5, east: 0.10, day: 2),
        ]
    }

    @Test func aSplitDayCountsAllItsStopsButOnlyLegsWithinIt() throws {
        let stops = try Self.splitDays()
        let legs = TripLegs(stops: stops)
        let leg12 = TripLegs.meters(stops[0], stops[1])
        #expect(legs.legs.count == 4)
        #expect(legs.days.map(\.day) == [1, 2])
        #expect(legs.days.map(\.stops) == [3, 2])
        // Day 1's only inner leg is 1→2; 3→4 and 4→5 cross days, so day 2 has no inner leg at all.
        #expect(legs.subtotal(ofDay: 1)?.meters == leg12)
        #expect(legs.subtotal(ofDay: 2)?.meters == 0)
        #expect(abs(legs.total - legs.legs.reduce(0, +)) < 1e-9)
    }

    @Test func eachRunOfADayIsClosedByTheWholeDaysSubtotal() throws {
        let legs = TripLegs(stops: try Self.splitDays())
        #expect((0..<5).map { legs.subtotal(closingRunAt: $0)?.day } == [nil, 1, 2, 1, 2])
        #expect(legs.subtotal(closingRunAt: 1) == legs.subtotal(closingRunAt: 3))
    }

    @Test func theRouteMatrixGivesTheSameDaysAndARoundTripsClosingLegCountsForNoDay() throws {
        let stops = try Self.splitDays()
        let plan = try RoutePlan(stops: stops, roundTrip: true)
        let fromPlan = TripLegs(plan: plan, order: plan.currentOrder)
        let fromStops = TripLegs(stops: stops)
        #expect(fromPlan.legs.count == 5)
        for (a, b) in zip(fromPlan.days, fromStops.days) {
            #expect(a.day == b.day && a.stops == b.stops)
            #expect(abs(a.meters - b.meters) < 1e-6)
        }
        #expect(abs(plan.meters(ofDay: 1, in: plan.currentOrder) - (fromStops.subtotal(ofDay: 1)?.meters ?? -1)) < 1e-6)
    }
}
