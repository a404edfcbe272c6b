import Testing

@testable import TripGeo

@Suite("Day planner on real-shaped trips")
struct DayPlannerTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let days: Int
        var description: String { "\(name) in \(days) days" }
    }

    static let cases = [
        Case(name: "jeju-3-days", days: 3), Case(name: "jeju-3-days", days: 2), Case(name: "seoul-day", days: 2),
        Case(name: "seoul60", days: 3), Case(name: "seoul60", days: 5),
    ]

    static func stops(_ name: String) throws -> [Coordinate] {
        name == "seoul60" ? DayPlanningFixtures.seoul60() : try DayPlanningFixtures.sample(name)
    }

    static func base(_ name: String, _ stops: [Coordinate]) -> Coordinate? {
        name == "jeju-3-days"
            ? stops.first.flatMap { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
            : DayPlanningFixtures.seoulBase
    }

    @Test("every stop once, balanced, sums add up, no worse than the chunk baseline", arguments: cases)
    func planIsCompleteBalancedAndGood(_ testCase: Case) throws {
        let stops = try Self.stops(testCase.name)
        let request = DayPlanningFixtures.request(stops, days: testCase.days, base: Self.base(testCase.name, stops))
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        let n = stops.count
        let ceiling = (n + testCase.days - 1) / testCase.days
        #expect(plan.stopBounds == max(1, ceiling - 1)...(ceiling + 1))
        for day in plan.days { #expect(plan.stopBounds.contains(day.stops.count)) }
        let chunks = try DayPlanBaselines.chunks(request)
        #expect(plan.total <= chunks.total + 1e-6)
    }

    @Test("the same request gives the same plan", arguments: cases)
    func deterministic(_ testCase: Case) throws {
        let stops = try Self.stops(testCase.name)
        let request = DayPlanningFixtures.request(stops, days: testCase.days, base: Self.base(testCase.name, stops))
        #expect(try DayPlanner.plan(request) == DayPlanner.plan(request))
    }

    @Test("open days without a base cover every stop and are balanced")
    func openDays() throws {
        let request = DayPlanningFixtures.request(DayPlanningFixtures.seoul60(), days: 4)
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        for day in plan.days {
            #expect(day.ends == .open)
            #expect((14...16).contains(day.stops.count))
        }
    }

    @Test("pinned stops stay on their day and ranked ones keep their rank")
    func pinnedStopsStay() throws {
        var request = DayPlanningFixtures.request(try DayPlanningFixtures.sample("jeju-3-days"), days: 3)
        // 성산일출봉 (index 3, far east) pinned to day 3 at rank 0; 협재 (index 5, far west) to day 1.
        request.fixedDays = [3: 2, 5: 0]
        request.fixedRanks = [3: 0]
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        #expect(plan.days[2].stops.first == 3)
        #expect(plan.days[0].stops.contains(5))
    }

    @Test("with a hotel change day d runs from base d−1 to base d")
    func hotelChange() throws {
        let stops = try DayPlanningFixtures.sample("jeju-3-days")
        // Bases: Jeju city (north), Seogwipo (south), Jeju city again.
        let bases = [(33.4996, 126.5312), (33.2541, 126.5601)].compactMap {
            Coordinate(latitude: $0.0, longitude: $0.1)
        }
        let places = stops + bases
        let north = stops.count
        let south = stops.count + 1
        let ends = [
            DayEnds(start: north, end: north), DayEnds(start: north, end: south), DayEnds(start: south, end: north),
        ]
        let request = DayPlanRequest(
            matrix: DistanceMatrix(geodesicDistancesBetween: places), stops: Array(stops.indices), dayCount: 3,
            ends: ends)
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        #expect(plan.days.map(\.ends) == ends)
    }

    @Test("distance balance keeps every day near the mean on the 60-stop trip")
    func distanceBalance() throws {
        let request = DayPlanningFixtures.request(
            DayPlanningFixtures.seoul60(), days: 3, base: DayPlanningFixtures.seoulBase, balance: .distance)
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        #expect(plan.lengthSpread <= DayPlanner.distanceTolerance + 0.05)
        for day in plan.days { #expect(!day.stops.isEmpty) }
    }

    @Test("one day is the best single loop")
    func oneDay() throws {
        let request = DayPlanningFixtures.request(
            try DayPlanningFixtures.sample("seoul-day"), days: 1, base: DayPlanningFixtures.seoulBase)
        let plan = try DayPlanner.plan(request)
        let exact = try DayPlanner.solveDay(request.stops, ends: .loop(6), ranks: [:], request: request)
        #expect(plan.days.count == 1)
        #expect(abs(plan.total - DayTour(matrix: request.matrix).length(exact, .loop(6))) < 1e-6)
    }
}

extension DayPlannerTests {
    @Test("a search cut by its time limit still places every stop, and says it was cut")
    func timeLimitCutsTheSearch() throws {
        var request = DayPlanningFixtures.request(
            DayPlanningFixtures.seoul60(), days: 3, base: DayPlanningFixtures.seoulBase)
        request.rounds = 1_000_000
        // A zero limit has passed before the first round whatever the machine's speed (the clock never
        // runs backwards), so the outcome does not depend on timing; a million rounds cannot be what
        // ends the search.
        request.timeLimit = .zero
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        #expect(plan.reachedTimeLimit)
        #expect(
            try !DayPlanner.plan(DayPlanningFixtures.request(try DayPlanningFixtures.sample("seoul-day"), days: 2))
                .reachedTimeLimit)
    }
}
