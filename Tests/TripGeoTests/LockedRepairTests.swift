import Testing

@testable import TripGeo

/// The repair that turns an unconstrained cycle into a start keeping every lock, and its deadline.
@Suite("Locked search: repair of an unconstrained cycle")
struct LockedRepairTests {
    typealias Support = RouteTestSupport

    /// Node 0 leads at position 0; node 40 is locked at position 10 and node 5 at position 50, far
    /// from where the cycle has them, so the repair has to carry places across both.
    private func problem() -> SequenceProblem<MatrixCosts> {
        let n = 60
        let matrix = Support.euclidean(count: n, seed: 9)
        return SequenceProblem(count: n, costs: matrix.storage, symmetric: true, locks: [0: 0, 40: 10, 5: 50])
    }

    @Test("a repaired cycle keeps every lock and every place once")
    func keepsLocks() throws {
        let problem = problem()
        let search = ConstrainedSearch(problem: problem)
        let repaired = try #require(search.repaired(Array(0..<problem.count)))
        #expect(repaired.sorted() == Array(0..<problem.count))
        #expect(repaired[0] == 0 && repaired[10] == 40 && repaired[50] == 5)
    }

    @Test("a repair that would run past its deadline gives no start, and one with time left gives the same")
    func deadline() throws {
        let problem = problem()
        let search = ConstrainedSearch(problem: problem)
        let cycle = Array(0..<problem.count)
        let past = ContinuousClock.now.advanced(by: .seconds(-1))
        #expect(search.repaired(cycle, until: past) == nil)
        let ample = ContinuousClock.now.advanced(by: .seconds(60))
        let unbounded = try #require(search.repaired(cycle))
        #expect(search.repaired(cycle, until: ample) == unbounded)
    }
}
