/// The budget of an iterated search: a number of rounds, a deadline, or both, and how far along it is.
///
/// Both the free and the locked search shrink their acceptance allowance as the budget runs out;
/// this keeps their notion of "how far along" identical. The clock is read every 16 rounds only by
/// default, because reading it costs more than a cheap round; searches whose rounds cost
/// milliseconds read it every round (`clockEvery: 1`) so as not to overrun the deadline by 16 of them.
struct SearchSchedule {
    let iterations: Int?
    let deadline: ContinuousClock.Instant
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private(set) var round = 0
    /// 0 at the start, approaching 1 as the rounds or the time run out.
    private(set) var progress = 0.0
    /// A power of two: the clock is read when `round` is a multiple of it.
    private let clockMask: Int

    init(iterations: Int?, deadline: ContinuousClock.Instant, clockEvery: Int = 16) {
        self.iterations = iterations
        self.deadline = deadline
        started = clock.now
        precondition(clockEvery > 0 && clockEvery & (clockEvery - 1) == 0, "clockEvery must be a power of two")
        clockMask = clockEvery - 1
    }

    /// Starts the next round; false when the budget is spent.
    mutating func nextRound() -> Bool {
        if let iterations, round >= iterations { return false }
        if round & clockMask == 0 {
            let now = clock.now
            if now >= deadline { return false }
            progress =
                iterations.map { Double(round) / Double(max(1, $0)) }
                ?? (started.duration(to: now) / started.duration(to: deadline))
        }
        round += 1
        return true
    }
}
