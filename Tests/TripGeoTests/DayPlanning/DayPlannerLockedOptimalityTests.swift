import Testing

@testable import TripGeo

@Suite("Day planner with locked stops against exhaustive search")
struct DayPlannerLockedOptimalityTests {
    struct Case: Sendable, CustomStringConvertible {
        let stops: Int
        let days: Int
        let seed: UInt64
        /// Stop → (0-based day, 0-based rank).
        let locks: [Int: DayRank]
        var description: String { "\(stops) stops, \(days) days, seed \(seed), \(locks.count) locked" }
    }

    struct DayRank: Sendable {
        let day: Int
        let rank: Int
    }

    static let cases = [
        Case(stops: 8, days: 3, seed: 3, locks: [2: DayRank(day: 0, rank: 1)]),
        Case(stops: 8, days: 3, seed: 4, locks: [5: DayRank(day: 0, rank: 0)]),
        Case(stops: 7, days: 3, seed: 5, locks: [0: DayRank(day: 2, rank: 1), 6: DayRank(day: 0, rank: 0)]),
        Case(stops: 9, days: 2, seed: 6, locks: [4: DayRank(day: 1, rank: 2)]),
        Case(stops: 9, days: 3, seed: 7, locks: [1: DayRank(day: 0, rank: 0), 3: DayRank(day: 1, rank: 1)]),
        Case(stops: 8, days: 2, seed: 8, locks: [7: DayRank(day: 0, rank: 3)]),
    ]

    static func request(_ testCase: Case, current: [[Int]]? = nil) -> DayPlanRequest {
        DayPlanRequest(
            matrix: RouteTestSupport.euclidean(count: testCase.stops + 1, seed: testCase.seed),
            stops: Array(0..<testCase.stops), dayCount: testCase.days,
            ends: Array(repeating: .loop(testCase.stops), count: testCase.days),
            fixedDays: testCase.locks.mapValues(\.day), fixedRanks: testCase.locks.mapValues(\.rank),
            timeLimit: .seconds(60), current: current)
    }

    /// The shortest order of `stops` between `ends` with the ranked stops at their positions, by trying
    /// every order of the others.
    static func bestDay(_ stops: [Int], ends: DayEnds, request: DayPlanRequest) -> (length: Double, path: [Int]) {
        let tour = DayTour(matrix: request.matrix)
        let positions = DayPlanner.lockedPositions(stops, ranks: request.fixedRanks, offset: 0)
        var slots: [Int: Int] = [:]
        for (index, position) in positions { slots[position] = stops[index] }
        let free = stops.filter { request.fixedRanks[$0] == nil }
        var best = (length: Double.infinity, path: stops)
        for order in permutations(free) {
            var rest = order.makeIterator()
            let path = (0..<stops.count).compactMap { slots[$0] ?? rest.next() }
            let length = tour.length(path, ends)
            if length < best.length { best = (length, path) }
        }
        return best
    }

    static func permutations(_ items: [Int]) -> [[Int]] {
        guard let first = items.first else { return [[]] }
        return permutations(Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var order = rest
                order.insert(first, at: index)
                return order
            }
        }
    }

    /// Every assignment that keeps the locked stops on their days and every day within its bounds.
    static func optimum(_ request: DayPlanRequest, bounds: ClosedRange<Int>) -> (total: Double, days: [[Int]]) {
        let n = request.stops.count
        let days = request.dayCount
        var best = (total: Double.infinity, days: [[Int]]())
        let combinations = (0..<n).reduce(1) { product, _ in product * days }
        for code in 0..<combinations {
            var rest = code
            var assignment = Array(repeating: 0, count: n)
            for index in 0..<n {
                assignment[index] = rest % days
                rest /= days
            }
            guard request.fixedDays.allSatisfy({ assignment[$0.key] == $0.value }) else { continue }
            let groups = (0..<days).map { day in request.stops.filter { assignment[$0] == day } }
            guard groups.allSatisfy({ bounds.contains($0.count) }) else { continue }
            let solved = groups.indices.map { bestDay(groups[$0], ends: request.dayEnds($0), request: request) }
            let total = solved.reduce(0.0) { $0 + $1.length }
            if total < best.total { best = (total, solved.map(\.path)) }
        }
        return best
    }

    @Test("the planner finds the best split that keeps locked stops on their day and rank", arguments: cases)
    func matchesExhaustiveSearch(_ testCase: Case) throws {
        let request = Self.request(testCase)
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        let best = Self.optimum(request, bounds: plan.stopBounds)
        #expect(plan.total <= best.total + 1e-6)
        for (stop, lock) in testCase.locks {
            let day = try #require(plan.days.firstIndex { $0.stops.contains(stop) })
            #expect(day == lock.day)
            let stops = plan.days[day].stops
            let rank = DayPlanner.lockedPositions(stops, ranks: request.fixedRanks, offset: 0)
            #expect(rank[try #require(stops.firstIndex(of: stop))] == stops.firstIndex(of: stop))
        }
    }

    @Test("given the best days as they are now, the plan is no longer", arguments: cases)
    func neverWorseThanTheCurrentDays(_ testCase: Case) throws {
        let probe = try DayPlanner.plan(Self.request(testCase))
        let best = Self.optimum(Self.request(testCase), bounds: probe.stopBounds)
        var request = Self.request(testCase, current: best.days)
        request.rounds = 0
        let plan = try DayPlanner.plan(request)
        let tour = DayTour(matrix: request.matrix)
        let current = best.days.indices.reduce(0.0) { $0 + tour.length(best.days[$1], request.dayEnds($1)) }
        #expect(plan.total <= current + 1e-6)
    }
}
