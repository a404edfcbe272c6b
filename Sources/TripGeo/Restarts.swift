import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Independent runs of a seeded search on the machine's cores, each with a share of the time.
///
/// Searches that settle early into one basin gain more from several shorter runs with different
/// seeds than from one long one; the runs share nothing, so they also use every core.
enum Restarts {
    /// Runs `search` `runs` times with different seeds, spread over the cores, each thread's runs
    /// one after another with equal shares of the time to `deadline`; returns the answer `length`
    /// rates shortest (the lowest run on a tie, so an iteration budget gives the same answer each time).
    ///
    /// `search` gets the run's index (from 0), its seed, `iterations` (each run the whole budget: a
    /// budget sized for one search of a small trip, split four ways, ended the runs before they found
    /// what one search finds) and its deadline.
    static func best(
        runs: Int, seed: UInt64, iterations: Int?, deadline: ContinuousClock.Instant,
        length: @Sendable ([Int]) -> Double,
        search: @Sendable (_ run: Int, UInt64, Int?, ContinuousClock.Instant) -> [Int]
    ) -> [Int]? {
        let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let threads = max(1, min(cores, runs))
        let perThread = (runs + threads - 1) / threads
        let begin = ContinuousClock.now
        let found = Mutex<[(length: Double, run: Int, order: [Int])]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for turn in 0..<perThread {
                let run = thread * perThread + turn
                guard run < runs else { break }
                // The last run on a core ends at the deadline itself, not at a rounded share of it.
                let share = Double(turn + 1) / Double(perThread)
                let until = turn == perThread - 1 ? deadline : begin.advanced(by: (deadline - begin) * share)
                let order = search(
                    run, seed &+ UInt64(run) &* 0x9E37_79B9_7F4A_7C15, iterations, until)
                let measured = length(order)
                found.withLock { $0.append((measured, run, order)) }
            }
        }
        return found.withLock { results in
            results.min { $0.length != $1.length ? $0.length < $1.length : $0.run < $1.run }?.order
        }
    }
}
