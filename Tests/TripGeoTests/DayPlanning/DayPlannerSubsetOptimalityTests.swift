import Testing

@testable import TripGeo

/// The planner against the true optimum on trips of 10 and 12 stops, some stops locked to a day: every
/// assignment within the stop-count bounds is tried, each day's best loop from the base coming from a
/// Held–Karp table over all subsets of stops (so 3¹² assignments cost a sum each, not a route search).
@Suite("Day planner against every assignment, days solved by Held-Karp")
struct DayPlannerSubsetOptimalityTests {
    struct Case: Sendable, CustomStringConvertible {
        let stops: Int
        let days: Int
        let seed: UInt64
        /// Stop → 0-based day.
        let locks: [Int: Int]
        var description: String { "\(stops) stops, \(days) days, seed \(seed), \(locks.count) locked" }
    }

    static let cases = [
        Case(stops: 10, days: 2, seed: 11, locks: [:]), Case(stops: 10, days: 3, seed: 12, locks: [:]),
        Case(stops: 10, days: 3, seed: 13, locks: [0: 2, 9: 0]), Case(stops: 10, days: 2, seed: 14, locks: [3: 1]),
        Case(stops: 12, days: 3, seed: 15, locks: [:]), Case(stops: 12, days: 3, seed: 16, locks: [1: 0, 5: 0, 7: 2]),
        Case(stops: 12, days: 2, seed: 17, locks: [2: 1, 11: 0]),
    ]

    /// The shortest loop from `base` through each subset of `0..<n` (bit i = stop i), by Held–Karp.
    static func loopLengths(_ matrix: DistanceMatrix, stops n: Int, base: Int) -> [Double] {
        let full = 1 << n
        // path[mask * n + last]: the shortest path from the base through `mask`, ending at `last`.
        var path = Array(repeating: Double.infinity, count: full * n)
        for stop in 0..<n { path[(1 << stop) * n + stop] = matrix[base, stop] }
        for mask in 1..<full {
            for last in 0..<n where mask & (1 << last) != 0 {
                let length = path[mask * n + last]
                guard length < .infinity else { continue }
                for next in 0..<n where mask & (1 << next) == 0 {
                    let index = (mask | 1 << next) * n + next
                    path[index] = min(path[index], length + matrix[last, next])
                }
            }
        }
        var loops = Array(repeating: 0.0, count: full)
        for mask in 1..<full {
            loops[mask] =
                (0..<n).filter { mask & (1 << $0) != 0 }.map { path[mask * n + $0] + matrix[$0, base] }.min()
                ?? 0
        }
        return loops
    }

    /// The shortest total over every assignment that keeps the locks and gives each day a count in `bounds`.
    static func optimum(_ testCase: Case, matrix: DistanceMatrix, bounds: ClosedRange<Int>) -> Double {
        let loops = loopLengths(matrix, stops: testCase.stops, base: testCase.stops)
        let assignments = (0..<testCase.stops).reduce(1) { product, _ in product * testCase.days }
        var best = Double.infinity
        for code in 0..<assignments {
            var masks = Array(repeating: 0, count: testCase.days)
            var rest = code
            for stop in 0..<testCase.stops {
                masks[rest % testCase.days] |= 1 << stop
                rest /= testCase.days
            }
            guard masks.allSatisfy({ bounds.contains($0.nonzeroBitCount) }),
                testCase.locks.allSatisfy({ masks[$0.value] & (1 << $0.key) != 0 })
            else { continue }
            best = min(best, masks.reduce(0) { $0 + loops[$1] })
        }
        return best
    }

    @Test("the planner's total is the optimum", arguments: cases)
    func matchesEveryAssignment(_ testCase: Case) throws {
        let matrix = RouteTestSupport.euclidean(count: testCase.stops + 1, seed: testCase.seed)
        let request = DayPlanRequest(
            matrix: matrix, stops: Array(0..<testCase.stops), dayCount: testCase.days,
            ends: Array(repeating: .loop(testCase.stops), count: testCase.days), fixedDays: testCase.locks,
            timeLimit: .seconds(60))
        let plan = try DayPlanner.plan(request)
        DayPlanningFixtures.checkPlan(plan, request)
        let best = Self.optimum(testCase, matrix: matrix, bounds: plan.stopBounds)
        #expect(best < .infinity)
        #expect(plan.total <= best + 1e-6, "planner \(plan.total), optimum \(best)")
    }

    @Test("rounds by default: more on larger trips up to 200 stops, fewer beyond, a third under the distance rule")
    func defaultRounds() {
        let rounds = { (n: Int) in DayPlanRequest.defaultRounds(stopCount: n, balance: .stops) }
        #expect(rounds(1) == 60)
        #expect(rounds(6) == 150)
        #expect(rounds(40) == 1_000)
        #expect(rounds(200) == 1_000)
        #expect(rounds(500) == 160)
        #expect(DayPlanRequest.defaultRounds(stopCount: 200, balance: .distance) == 333)
        let request = DayPlanRequest(matrix: DistanceMatrix(count: 7), stops: Array(0..<6), dayCount: 2)
        #expect(request.rounds == 150)
    }
}
