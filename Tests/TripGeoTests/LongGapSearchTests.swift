import Testing

@testable import TripGeo

@Suite("The locked search on long gaps and against its deadline")
struct LongGapSearchTests {
    private typealias Support = RouteTestSupport

    /// 1,500 places, locked at positions 0 and 700: both gaps are longer than the full-scan limit.
    private static let n = 1500
    private static let matrix = Support.euclidean(count: n, seed: 17)
    private static let lockAt = (0..<n).map { $0 == 0 || $0 == 700 ? $0 : -1 }

    private func search() -> ConstrainedSearch<MatrixCosts> {
        let problem = SequenceProblem(
            count: Self.n, costs: Self.matrix.storage, symmetric: true, locks: [0: 0, 700: 700])
        return ConstrainedSearch(problem: problem)
    }

    @Test("a short gap tries every run, a long one only runs beside a neighbour of the given places")
    func runStarts() {
        let search = search()
        let tour = LockedTour(order: Array(0..<Self.n), lockAt: Self.lockAt, costs: Self.matrix.storage)
        #expect(tour.gaps[0].count > ConstrainedSearch<MatrixCosts>.fullScanLimit)
        let short = 3...40
        let every = search.runStarts(tour, in: short, length: 3, near: 10, 11)
        #expect(every.count == 36)
        #expect((0..<every.count).map { every.start($0) } == Array(3...38))
        let long = tour.gaps[0]
        let nearby = search.runStarts(tour, in: long, length: 2, near: 100, 900)
        #expect(nearby.count > 0 && nearby.count <= 2 * 2 * search.neighborCount)
        let neighbours = Set(
            (0..<search.neighborCount).flatMap { [search.neighbor(100, $0), search.neighbor(900, $0)] })
        for index in 0..<nearby.count {
            let lo = nearby.start(index)
            #expect(long.contains(lo) && long.contains(lo + 1))
            #expect(neighbours.contains(tour.free(lo)) || neighbours.contains(tour.free(lo + 1)))
        }
    }

    @Test("with long gaps the search still shortens a scrambled route and keeps its locks")
    func longGapsImprove() {
        let search = search()
        let start = Support.scrambled(count: Self.n, locked: [0, 700], seed: 5)
        let order = search.solve(
            starts: [start], seed: 3, iterations: 200, deadline: .now.advanced(by: .seconds(3600)))
        #expect(order[0] == 0 && order[700] == 700)
        #expect(Support.isPermutation(order, of: Self.n))
        #expect(Self.matrix.length(of: order, closed: true) < Self.matrix.length(of: start, closed: true) / 5)
    }

    @Test("a descent past its deadline stops with its queue empty, and a later one can go on")
    func descentStopsAtDeadline() {
        let search = search()
        let start = Support.scrambled(count: Self.n, locked: [0, 700], seed: 6)
        var tour = LockedTour(order: start, lockAt: Self.lockAt, costs: Self.matrix.storage)
        var work = DescentWork(count: Self.n)
        let past = ContinuousClock.now.advanced(by: .seconds(-1))
        let cut = search.descend(&tour, queue: start, work: &work, until: past)
        #expect(work.queue.isEmpty && !work.queued.contains(true))
        let rest = search.descend(&tour, queue: start, work: &work)
        // The cut descent looked at 64 places at most; the full one goes on to far shorter.
        #expect(rest < 10 * cut)
        #expect(
            abs(
                Self.matrix.length(of: tour.order, closed: true) - Self.matrix.length(of: start, closed: true) - cut
                    - rest) < 1e-6 * Self.matrix.length(of: start, closed: true))
    }
}
