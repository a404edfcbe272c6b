import Testing

@testable import TripGeo

@Suite("The locked search on long gaps, among many locks and against its deadline")
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

    /// 200 places with every 5th position locked: 40 runs of locked places.
    private static let dense = (
        matrix: Support.euclidean(count: 200, seed: 8),
        lockAt: (0..<200).map { $0 % 5 == 0 ? $0 : -1 }
    )

    private func denseSearch() -> ConstrainedSearch<MatrixCosts> {
        var locks: [Int: Int] = [:]
        for position in Self.dense.lockAt where position >= 0 { locks[position] = position }
        let problem = SequenceProblem(count: 200, costs: Self.dense.matrix.storage, symmetric: true, locks: locks)
        return ConstrainedSearch(problem: problem)
    }

    @Test("moves across dozens of locks are priced as measuring them finds")
    func manyLocksPricedExactly() {
        let search = denseSearch()
        let start = Support.scrambled(count: 200, locked: Set(stride(from: 0, to: 200, by: 5)), seed: 4)
        var tour = LockedTour(order: start, lockAt: Self.dense.lockAt, costs: Self.dense.matrix.storage)
        var rng = SplitMix64(seed: 9)
        for _ in 0..<200 {
            let before = Self.dense.matrix.length(of: tour.order, closed: true)
            var touched: [Int] = []
            let change = search.scatter(&tour, rng: &rng, touched: &touched)
            #expect(abs(Self.dense.matrix.length(of: tour.order, closed: true) - before - change) < 1e-6)
        }
    }

    @Test("an improving move that spans more locked runs than the limit is not made; one within it is")
    func longSpansRefused() {
        let search = denseSearch()
        let start = Support.scrambled(count: 200, locked: Set(stride(from: 0, to: 200, by: 5)), seed: 4)
        var tour = LockedTour(order: start, lockAt: Self.dense.lockAt, costs: Self.dense.matrix.storage)
        let limit = ConstrainedSearch<MatrixCosts>.maxLocksSpanned
        var refused = 0
        var made = 0
        for lo in stride(from: 0, to: tour.slots.count - 1, by: 3) {
            for hi in stride(from: lo + 1, to: tour.slots.count, by: 7) {
                let pieces = Piece.reversal(lo, hi)
                guard tour.delta(lo, pieces) < -search.epsilon else { continue }
                let spanned = tour.gapOf[hi] - tour.gapOf[lo]
                let before = tour.order
                let result = search.attempt(&tour, lo, pieces) { $0.reverse(lo, hi) }
                if spanned > limit {
                    #expect(result == nil && tour.order == before)
                    refused += 1
                } else {
                    #expect(result != nil && tour.order != before)
                    made += 1
                }
            }
        }
        #expect(refused > 0 && made > 0)
    }
}
