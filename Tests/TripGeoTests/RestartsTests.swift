import Synchronization
import Testing

@testable import TripGeo

/// Independent seeded runs: which answer wins, which seeds and budgets the runs get, and that the
/// locked search built on them stays deterministic under an iteration budget.
@Suite("Restarts: independent seeded runs")
struct RestartsTests {
    typealias Support = RouteTestSupport

    private static let farFuture = ContinuousClock.now.advanced(by: .seconds(600))

    @Test("the shortest answer wins, and on a tie the lowest run")
    func shortestThenLowestRun() throws {
        // Each run answers with its seed; lengths are chosen so two runs tie for the least.
        let seed: UInt64 = 7
        let seeds = (0..<6).map { seed &+ UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        let lengths = [5.0, 3.0, 9.0, 3.0, 4.0, 8.0]
        let best = try #require(
            Restarts.best(
                runs: 6, seed: seed, iterations: nil, deadline: Self.farFuture, length: { lengths[$0[0]] }
            ) { _, runSeed, _, _ in [seeds.firstIndex(of: runSeed) ?? 2] })
        #expect(best == [1], "runs 1 and 3 tie at 3; the lower run must win")
    }

    @Test("every run gets its own index and seed, the first the caller's, and a share of the iterations")
    func seedsAndShares() {
        let seen = Mutex<[(run: Int, seed: UInt64, iterations: Int?)]>([])
        _ = Restarts.best(
            runs: 4, seed: 11, iterations: 1_000, deadline: Self.farFuture, length: { _ in 1 }
        ) { run, seed, iterations, _ in
            seen.withLock { $0.append((run, seed, iterations)) }
            return [0]
        }
        let runs = seen.withLock { $0 }
        #expect(runs.count == 4)
        #expect(runs.map(\.run).sorted() == [0, 1, 2, 3])
        #expect(runs.first { $0.run == 0 }?.seed == 11)
        #expect(Set(runs.map(\.seed)).count == 4)
        #expect(runs.contains { $0.seed == 11 })
        // One core runs all four (250 each), two or three run two each (500), four or more one (1,000):
        // a core's runs together never exceed the budget.
        let perRun = Set(runs.compactMap(\.iterations))
        #expect(perRun.count == 1 && [250, 500, 1_000].contains(perRun.first ?? 0))
    }

    @Test("later runs on a core end later, and none after the deadline")
    func deadlinesAreShares() {
        let begin = ContinuousClock.now
        let deadline = begin.advanced(by: .seconds(100))
        let ends = Mutex<[ContinuousClock.Instant]>([])
        _ = Restarts.best(runs: 8, seed: 1, iterations: nil, deadline: deadline, length: { _ in 1 }) { _, _, _, until in
            ends.withLock { $0.append(until) }
            return [0]
        }
        let all = ends.withLock { $0 }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 <= deadline })
        #expect(all.contains { $0 == deadline }, "each core's last run ends at the deadline")
        #expect(all.contains { $0 < deadline.advanced(by: .seconds(-40)) }, "earlier runs get a share only")
    }

    @Test("no runs give no answer")
    func noRuns() {
        let answer = Restarts.best(runs: 0, seed: 1, iterations: nil, deadline: Self.farFuture, length: { _ in 1 }) {
            _, _, _, _ in [0]
        }
        #expect(answer == nil)
    }

    @Test("a locked route under an iteration budget is the same every time, locks kept")
    func lockedRouteDeterministic() throws {
        let matrix = Support.euclidean(count: 90, seed: 5)
        let options = RouteOptions(
            endpoints: .fixedStart(0), lockedPositions: [17: 20, 40: 55, 63: 70], timeLimit: .seconds(600),
            budget: .iterations(3_000), seed: 3)
        let first = try RouteSolver.solve(matrix: matrix, options: options)
        for _ in 0..<3 {
            let again = try RouteSolver.solve(matrix: matrix, options: options)
            #expect(again.order == first.order)
        }
        #expect(first.order[0] == 0 && first.order[20] == 17 && first.order[55] == 40 && first.order[70] == 63)
        #expect(Support.isPermutation(first.order, of: 90))
    }
}
