/// Iterated local search for a closed sequence in which some positions are locked.
///
/// Locked positions cut the sequence into gaps of fixed sizes; a solution is a choice of which free
/// places fill each gap and in what order. Moves permute the free sequence (the unlocked places in
/// slot order, see ``LockedTour``), so locked places never move while free places may flow across
/// them: 2-opt reversals and Or-opt segment moves (also across locks, shifting the places between),
/// exchanges of equal-length segments, a paired relocation (a place moves next to a neighbour
/// while a place near its old spot takes its slot), and double relocations and cyclic transfers
/// (runs move between two or three gaps, each gap getting back as many places as it gives, so
/// nothing else shifts). Each move is priced from prefix sums in time proportional to its pieces
/// and the locks it spans, however far it shifts places. Moves are
/// driven by candidate-neighbour lists and a work queue, so a round after a kick costs time
/// proportional to what it touched. Kicks are double bridges cut at spatially close places,
/// exchanges of nearby segments, block swaps and the odd swap of two places anywhere; a kicked
/// sequence is kept unless it is longer than the current one by more than a shrinking allowance.
///
/// Moves are priced millions of times a second, so their reads of the tour's bookkeeping skip the
/// bounds checks (``Swift/Array/subscript(unchecked:)``). On 300 places with 2 and 4 locks and a
/// fixed budget of rounds, that and a vectorized shift of the prefix sums took the CPU time of a
/// whole solve to 0.78 of what it was, with the same answers; at 1 s the extra rounds made 300-stop
/// routes 0.03-0.06 % shorter over the 60 instances of `scripts/bench-locked-compare`.
struct ConstrainedSearch<Costs: TourCosts> {
    typealias Tour = LockedTour<Costs>

    let problem: SequenceProblem<Costs>
    let neighbors: [Int32]
    let neighborCount: Int
    /// Below this a cost change counts as zero, so rounding noise cannot make moves cycle.
    let epsilon: Double

    /// A search whose candidate neighbours are read from the costs: the 10 nearest of every node.
    init(problem: SequenceProblem<Costs>) {
        let size = min(10, max(0, problem.count - 1))
        self.init(
            problem: problem, neighbors: CandidateLists.build(costs: problem.costs, size: size), neighborCount: size)
    }

    /// A search over candidate neighbours found elsewhere (from a spatial index, when reading every
    /// cost would take too long): `neighborCount` per node, row by row.
    init(problem: SequenceProblem<Costs>, neighbors: [Int32], neighborCount: Int) {
        self.problem = problem
        self.neighborCount = neighborCount
        self.neighbors = neighbors
        epsilon = 1e-9 * max(1, problem.costs.largest)
    }

    @inline(__always) func cost(_ a: Int, _ b: Int) -> Double { problem.costs.d(a, b) }

    @inline(__always) func neighbor(_ node: Int, _ k: Int) -> Int {
        Int(neighbors[unchecked: node &* neighborCount &+ k])
    }

    /// A good sequence (position → node) honouring every lock.
    /// - Parameters:
    ///   - starts: Sequences that already honour every lock; each gets a local search first.
    ///   - rank: Which of them the iterated search goes on from, counting from the shortest (and round
    ///     again past the last). Runs of a trip with different seeds tend to start from the same
    ///     unconstrained route; going on from the same start, they settled into the same arrangement
    ///     around the locks, while different starts reach different ones (see ``RouteRequest/lockedRuns``).
    func solve(starts: [[Int]], rank: Int = 0, seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant)
        -> [Int]
    {
        var descended: [(tour: Tour, length: Double)] = []
        for start in starts {
            var tour = Tour(order: start, lockAt: problem.lockAt, costs: problem.costs)
            descend(&tour, queue: Array(start.reversed()), until: deadline)
            tour.commit()
            descended.append((tour, problem.cost(of: tour.order)))
        }
        // Shortest first; an earlier start first among equals, so the pick does not depend on the sort.
        let ranked = descended.indices.sorted {
            descended[$0].length != descended[$1].length ? descended[$0].length < descended[$1].length : $0 < $1
        }
        guard !ranked.isEmpty else { return problem.trivialOrder() }
        let best = descended[ranked[max(0, rank) % ranked.count]]
        var tour = best.tour
        guard tour.slots.count >= 3, neighborCount >= 2 else { return tour.order }
        return iterate(&tour, length: best.length, seed: seed, iterations: iterations, deadline: deadline)
    }

    /// Kick, repair, accept or undo, for `iterations` rounds or until `deadline`; returns the best order.
    private func iterate(
        _ tour: inout Tour, length: Double, seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant
    ) -> [Int] {
        var rng = SplitMix64(seed: seed)
        var current = length
        var best = (length: length, order: tour.order)
        // Accepting slightly longer sequences early lets the search leave a basin; the allowance
        // shrinks to zero as the budget runs out, and the best sequence ever seen is returned.
        let allowance = 0.05 * length / Double(problem.count)
        let stall = Self.stallRounds(slots: tour.slots.count)
        var idle = 0
        // Restarts in a row that found no shorter sequence: past `fruitlessRestartLimit` the search has
        // settled, and a small trip returns at once instead of spending the whole time limit for nothing.
        var fruitlessRestarts = 0
        var bestAtRestart = best.length
        // Every applied move rewrites prefix sums over the whole free sequence, so on thousands of
        // places a round can take a millisecond or more, and 16 of them between clock readings would
        // overrun a short limit.
        var schedule = SearchSchedule(
            iterations: iterations, deadline: deadline, clockEvery: problem.count > 1000 ? 1 : 16)
        var work = DescentWork(count: problem.count)
        var touched: [Int] = []
        while schedule.nextRound() {
            touched.removeAll(keepingCapacity: true)
            if idle >= stall {
                fruitlessRestarts = best.length < bestAtRestart - epsilon ? 0 : fruitlessRestarts + 1
                bestAtRestart = best.length
                if fruitlessRestarts > Self.fruitlessRestartLimit { break }
                // Local kicks no longer find anything: which places fill which gap between locks is
                // what is wrong, and only a change across a lock, repaired, moves that.
                idle = 0
                tour = Tour(order: best.order, lockAt: problem.lockAt, costs: problem.costs)
                var length = best.length + scatter(&tour, rng: &rng, touched: &touched)
                length += descend(&tour, queue: touched, work: &work, until: deadline)
                tour.commit()
                current = length
                if current < best.length - epsilon { best = (current, tour.order) }
                continue
            }
            var length = current + kick(&tour, rng: &rng, touched: &touched)
            length += descend(&tour, queue: touched, work: &work, until: deadline)
            idle += 1
            if length <= current + allowance * (1 - schedule.progress) + epsilon {
                current = length
                tour.commit()
                if current < best.length - epsilon {
                    best = (current, tour.order)
                    idle = 0
                }
            } else {
                if let changed = tour.rollback() { tour.refresh(from: changed.lowerBound, through: changed.upperBound) }
            }
        }
        return best.order
    }

    /// Rounds without a new best after which the search restarts from the best with a change across a lock.
    ///
    /// On 300 stops a run gets about 1,500 rounds in its share of a second; with 100 + 2 per free
    /// place it restarted at most once. Half that (`trip-bench locked` at 1 s) took the 300-stop
    /// rows' mean excess from 0.45 % to 0.37-0.40 % and left the smaller rows as they were; a
    /// quarter was worse again (0.46 %).
    static func stallRounds(slots: Int) -> Int { 50 + slots }

    /// The most runs of locked places an improving move may span. Pricing a move costs three
    /// distances per run it spans, and a move that shifts places by one across dozens of locks
    /// rarely pays: with 200 locks on 2,000 places, such moves took most of the search's time.
    /// The `trip-bench locked` table has at most four locks, so it never meets this limit.
    static var maxLocksSpanned: Int { 8 }

    /// Restarts in a row without a shorter sequence after which the search stops.
    static var fruitlessRestartLimit: Int { 10 }

    /// Applies improving moves around the queued places until none is left; returns the cost change.
    @discardableResult
    func descend(_ tour: inout Tour, queue initial: [Int], until deadline: ContinuousClock.Instant? = nil) -> Double {
        var work = DescentWork(count: problem.count)
        return descend(&tour, queue: initial, work: &work, until: deadline)
    }

    /// ``descend(_:queue:until:)`` with the queue and its marks kept from round to round: a round of the
    /// iterated search is a few hundred microseconds, and allocating them every round showed.
    ///
    /// With `deadline`, the descent stops there and leaves the queue empty: the first descent of a
    /// start of thousands of places can take longer than the time limit.
    @discardableResult
    func descend(
        _ tour: inout Tour, queue initial: [Int], work: inout DescentWork,
        until deadline: ContinuousClock.Instant? = nil
    ) -> Double {
        for node in initial {
            work.queued[node] = true
            work.queue.append(node)
        }
        var change = 0.0
        var looked = 0
        while let a = work.queue.popLast() {
            work.queued[a] = false
            looked &+= 1
            if let deadline, looked & 63 == 0, ContinuousClock.now >= deadline {
                for node in work.queue { work.queued[node] = false }
                work.queue.removeAll(keepingCapacity: true)
                break
            }
            guard let (delta, touched) = improve(&tour, around: a) else { continue }
            change += delta
            for node in touched where !work.queued[node] {
                work.queued[node] = true
                work.queue.append(node)
            }
        }
        return change
    }

    /// Makes the move that rewrites slots from `lo` as `pieces` (by running `move`) if that
    /// makes the sequence shorter; returns the (negative) cost change, or `nil` if it would not.
    func attempt(_ tour: inout Tour, _ lo: Int, _ pieces: Pieces, _ move: (inout Tour) -> Void)
        -> Double?
    {
        guard tour.gapOf[unchecked: lo + pieces.length - 1] - tour.gapOf[unchecked: lo] <= Self.maxLocksSpanned else {
            return nil
        }
        let change = tour.delta(lo, pieces)
        guard change < -epsilon else { return nil }
        move(&tour)
        tour.refresh(from: lo, through: lo + pieces.length - 1)
        return change
    }

    /// Makes the move that rewrites slots from `lo` as `pieces` (by running `move`); returns the cost change.
    func apply(_ tour: inout Tour, _ lo: Int, _ pieces: Pieces, _ move: (inout Tour) -> Void)
        -> Double
    {
        let change = tour.delta(lo, pieces)
        move(&tour)
        tour.refresh(from: lo, through: lo + pieces.length - 1)
        return change
    }

    /// The places at and next to the ends of slot `ranges`, which a move there may have made
    /// improvable again.
    func around(_ tour: Tour, _ ranges: [ClosedRange<Int>]) -> [Int] {
        ranges.flatMap { range in
            let lo = tour.slots[range.lowerBound]
            let hi = tour.slots[range.upperBound]
            return [lo - 1, lo, hi, hi + 1].map { tour.node(at: $0) }
        }
    }
}

extension ConstrainedSearch: Sendable where Costs: Sendable {}

/// The work queue of ``ConstrainedSearch/descend(_:queue:work:until:)`` and which places are in it.
struct DescentWork {
    var queue: [Int] = []
    var queued: [Bool]

    init(count: Int) {
        queued = [Bool](repeating: false, count: count)
        queue.reserveCapacity(count)
    }
}
