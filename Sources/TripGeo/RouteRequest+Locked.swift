extension RouteRequest {
    /// Solves with locked positions beyond the exact limit: iterated local search over locked
    /// sequences, started from the best route found while ignoring the locks, run ``lockedRuns``
    /// times with different seeds on the machine's cores (see ``Restarts``).
    ///
    /// Starting near a good unconstrained route matters: moves that keep every lock in place repair
    /// a route well but build one poorly. The unconstrained search gets 7 % of each run's time: it
    /// is nearly as good at that share, while the locked search, whose rounds cost far more, needs the
    /// rest. On the 300-stop rows of `trip-bench locked` at 1 s, 7 % came out at a mean excess of
    /// 0.40-0.45 % against 0.55 % with 15 % and 0.62 % with 3 %; the 60- and 150-stop rows did not
    /// change (and half the time for each was worse than 15 %).
    func lockedSequence(_ sequence: SequenceProblem<MatrixCosts>) -> [Int] {
        let search = ConstrainedSearch(problem: sequence)
        let best = Restarts.best(
            runs: Self.lockedRuns, seed: options.seed, iterations: options.budget.rounds(nodes: matrix.count),
            deadline: deadline, length: { sequence.cost(of: $0) }
        ) { run, seed, iterations, until in
            lockedRun(sequence, search, run: run, seed: seed, iterations: iterations, deadline: until)
        }
        return best ?? sequence.trivialOrder()
    }

    /// Independent runs of the locked search, two per core on a two-core machine.
    ///
    /// A run settles within a fraction of a second into one assignment of places to the gaps
    /// between locks and rarely leaves it; which one depends mostly on the start it goes on from.
    /// Different seeds alone were not enough: on 150 places the unconstrained routes came out the
    /// same, and all four runs of a round trip ended at the same length, up to 1.7 % above the best
    /// known. So run `r` goes on from the `r`-th shortest of its starts (see
    /// ``ConstrainedSearch/solve(starts:rank:seed:iterations:deadline:)``): on the 150- and 300-stop
    /// rows of `trip-bench locked` at 1 s that took the mean excess from 0.41 % to 0.34 %, and that of
    /// 150-stop round trips from 0.48 % to 0.06 %. 4 runs came out shorter than 1, 2 or 8 (see ``Restarts``).
    static let lockedRuns = 4

    /// One run: an unconstrained route with `seed`, repaired to keep the locks, then the locked search
    /// going on from the `run`-th shortest start.
    private func lockedRun(
        _ sequence: SequenceProblem<MatrixCosts>, _ search: ConstrainedSearch<MatrixCosts>, run: Int, seed: UInt64,
        iterations: Int?,
        deadline: ContinuousClock.Instant
    ) -> [Int] {
        let now = ContinuousClock.now
        let handover = now.advanced(by: (deadline - now) * 0.07)
        var seeded = options
        seeded.seed = seed
        let unconstrained = RouteRequest(matrix: matrix, options: seeded, deadline: handover).heuristicTour()
        var starts = [layout.filledStart(unconstrained, problem: sequence)]
        let cycle = layout.toSequence(unconstrained)
        // Either direction of a symmetric route may suit the locks better; both are cheap to try.
        let directions = matrix.isSymmetric ? [cycle, cycle.reversed()] : [cycle]
        // Repairs weigh every place per place carried: on thousands of places they would take
        // seconds, so they get until a fifth of the run and are dropped past it.
        let repairsUntil = now.advanced(by: (deadline - now) * 0.2)
        starts += directions.compactMap { search.repaired($0, until: repairsUntil) }
        return search.solve(starts: starts, rank: run, seed: seed, iterations: iterations, deadline: deadline)
    }
}
