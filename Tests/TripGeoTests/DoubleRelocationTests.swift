import Testing

@testable import TripGeo

/// The locked search's double relocation, which moves runs between gaps in both directions at once.
@Suite("Locked search: double relocation")
struct DoubleRelocationTests {
    typealias Support = RouteTestSupport

    /// Positions 0, 1, 14, 15, 33 and 59 locked: gaps of different sizes, two locks side by side, a
    /// lock at the very end and one right after the start.
    private static let locked: Set<Int> = [0, 1, 14, 15, 33, 59]

    /// A random order of the free places with this suite's locked places at their own indices.
    private func scrambled(count: Int, seed: UInt64) -> [Int] {
        Support.scrambled(count: count, locked: Self.locked, seed: seed)
    }

    @Test("every move keeps each lock and place, shortens the route and is priced exactly", arguments: [false, true])
    func movesPricedExactly(_ symmetric: Bool) {
        let n = 60
        let matrix = symmetric ? Support.euclidean(count: n, seed: 5) : Support.asymmetric(count: n, seed: 5)
        let lockAt = (0..<n).map { Self.locked.contains($0) ? $0 : -1 }
        var locks: [Int: Int] = [:]
        for position in Self.locked { locks[position] = position }
        let problem = SequenceProblem(count: n, costs: matrix.storage, symmetric: symmetric, locks: locks)
        let search = ConstrainedSearch(problem: problem)
        var tour = LockedTour(order: scrambled(count: n, seed: 3), lockAt: lockAt, costs: matrix.storage)
        var rng = SplitMix64(seed: 9)
        var made = 0
        for _ in 0..<3_000 {
            let a = rng.below(n)
            let c = rng.below(n)
            guard a != c else { continue }
            let before = matrix.length(of: tour.order, closed: true)
            guard let (change, touched) = search.doubleRelocation(&tour, a, c) else { continue }
            made += 1
            tour.commit()
            #expect(change < 0)
            #expect(abs(matrix.length(of: tour.order, closed: true) - before - change) < 1e-6)
            #expect(Support.isPermutation(tour.order, of: n))
            #expect((0..<n).allSatisfy { lockAt[$0] < 0 || tour.order[$0] == lockAt[$0] })
            #expect(touched.contains(a))
        }
        #expect(made > 10)
    }

    @Test("runs put into the end of one gap and the start of the next land in their own gaps")
    func runsMeetingAtALock() {
        let n = 12
        let lockAt = (0..<n).map { [0, 6].contains($0) ? $0 : -1 }
        let costs = [Double](repeating: 1, count: n * n)
        var tour = LockedTour(order: Array(0..<n), lockAt: lockAt, costs: costs)
        // Slots 0...4 hold places 1...5, slots 5...10 hold 7...11. Place 2 goes to the front of the
        // second gap and place 10 to the end of the first: both before slot 5.
        let first = tour.transfer([
            Transfer(lo: 1, hi: 1, at: 5, into: 1, reversed: false),
            Transfer(lo: 8, hi: 8, at: 5, into: 0, reversed: false),
        ])
        #expect(first == 1)
        #expect(tour.order == [0, 1, 3, 4, 5, 10, 6, 2, 7, 8, 9, 11])
    }
}

/// Cyclic transfers, which move runs around three gaps at once.
@Suite("Locked search: cyclic transfer")
struct CyclicTransferTests {
    typealias Support = RouteTestSupport

    @Test("a cycle through three gaps keeps each lock and place and is priced exactly", arguments: [false, true])
    func cyclesPricedExactly(_ symmetric: Bool) {
        let n = 60
        let locked: Set<Int> = [0, 1, 14, 15, 33, 59]
        let matrix = symmetric ? Support.euclidean(count: n, seed: 7) : Support.asymmetric(count: n, seed: 7)
        let lockAt = (0..<n).map { locked.contains($0) ? $0 : -1 }
        var locks: [Int: Int] = [:]
        for position in locked { locks[position] = position }
        let problem = SequenceProblem(count: n, costs: matrix.storage, symmetric: symmetric, locks: locks)
        let search = ConstrainedSearch(problem: problem)
        var tour = LockedTour(order: Array(0..<n), lockAt: lockAt, costs: matrix.storage)
        var rng = SplitMix64(seed: 4)
        // A bonus on the first relocation lets cycles that do not pay through, so many are made.
        let bonus = 1e4
        var made = 0
        for _ in 0..<500 {
            let a = rng.below(n)
            let c = rng.below(n)
            let s = tour.slot(of: a)
            guard s >= 0, let (at, gap) = search.spot(tour, beside: c, after: rng.below(2) == 0),
                gap != tour.gapOf[s]
            else { continue }
            let out = Transfer(lo: s, hi: s, at: at, into: gap, reversed: false)
            let (x, y) = search.ends(tour, at: at, gap: gap)
            let change = search.insertion(tour, out, between: x, y) - search.removalGain(tour, s, s)
            let before = matrix.length(of: tour.order, closed: true)
            guard
                let cycle = search.cyclicTransfer(tour, out, home: tour.gapOf[s], change: change - bonus)
            else { continue }
            made += 1
            #expect(Set(cycle.runs.map(\.into)).count == 3)
            tour.refresh(from: tour.transfer(cycle.runs))
            tour.commit()
            #expect(abs(matrix.length(of: tour.order, closed: true) - before - (cycle.change + bonus)) < 1e-6)
            #expect(Support.isPermutation(tour.order, of: n))
            #expect((0..<n).allSatisfy { lockAt[$0] < 0 || tour.order[$0] == lockAt[$0] })
        }
        #expect(made > 10)
    }
}
