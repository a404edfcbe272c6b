import Testing

@testable import TripGeo

@Suite("Day planner against exhaustive search on small trips")
struct DayPlannerOptimalityTests {
    struct Case: Sendable, CustomStringConvertible {
        let stops: Int
        let days: Int
        let seed: UInt64
        var description: String { "\(stops) stops, \(days) days, seed \(seed)" }
    }

    static let cases = [
        Case(stops: 9, days: 2, seed: 1), Case(stops: 9, days: 2, seed: 2), Case(stops: 8, days: 3, seed: 3),
        Case(stops: 8, days: 3, seed: 4), Case(stops: 7, days: 3, seed: 5),
    ]

    /// Every assignment of stops to days within the count bounds, each day solved exactly.
    static func optimum(_ request: DayPlanRequest, bounds: ClosedRange<Int>) throws -> Double {
        let n = request.stops.count
        let days = request.dayCount
        var best = Double.infinity
        var assignment = Array(repeating: 0, count: n)
        let tour = DayTour(matrix: request.matrix)
        let combinations = (0..<n).reduce(1) { product, _ in product * days }
        for code in 0..<combinations {
            var rest = code
            for index in 0..<n {
                assignment[index] = rest % days
                rest /= days
            }
            let groups = (0..<days).map { day in request.stops.filter { assignment[$0] == day } }
            guard groups.allSatisfy({ bounds.contains($0.count) }) else { continue }
            var total = 0.0
            for (day, group) in groups.enumerated() {
                let ends = request.dayEnds(day)
                total += tour.length(try DayPlanner.solveDay(group, ends: ends, ranks: [:], request: request), ends)
            }
            best = min(best, total)
        }
        return best
    }

    @Test("the planner finds the best balanced split", arguments: cases)
    func matchesExhaustiveSearch(_ testCase: Case) throws {
        let matrix = RouteTestSupport.euclidean(count: testCase.stops + 1, seed: testCase.seed)
        let request = DayPlanRequest(
            matrix: matrix, stops: Array(0..<testCase.stops), dayCount: testCase.days,
            ends: Array(repeating: .loop(testCase.stops), count: testCase.days), timeLimit: .seconds(60))
        let plan = try DayPlanner.plan(request)
        let best = try Self.optimum(request, bounds: plan.stopBounds)
        #expect(plan.total <= best + 1e-6)
    }
}
