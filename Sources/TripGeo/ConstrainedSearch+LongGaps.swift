/// Runs worth trying in long gaps.
///
/// Double relocations and cyclic transfers look for a run to send back among the runs of a whole
/// gap, which between a few locks on a route of a few hundred places is cheap and finds moves the
/// candidate lists alone miss. Between one or two locks on 10,000 places a gap holds thousands of
/// runs, so every such move scanned thousands of them, each with its costs computed on demand: the
/// search's first descent did not finish within a second. Beyond ``fullScanLimit`` slots only
/// the runs that touch a candidate neighbour of the places where the run would go are tried.
extension ConstrainedSearch {
    /// The longest gap whose every run is tried; the `trip-bench locked` table (up to 300 places)
    /// stays below it, so its routes are what they were.
    static var fullScanLimit: Int { 600 }

    /// The runs of one length to try in a gap, by first slot: every run of a short gap, or the listed ones.
    struct RunStarts {
        let first: Int
        let all: Int
        let nearby: [Int]?

        var count: Int { nearby?.count ?? all }

        /// The first slot of the `index`-th run to try.
        func start(_ index: Int) -> Int { nearby?[index] ?? first + index }
    }

    /// The runs of `length` in `range` to try: every one when the gap is short, else those with a
    /// candidate neighbour of `x` or `y` at one end.
    func runStarts(_ tour: Tour, in range: ClosedRange<Int>, length: Int, near x: Int, _ y: Int) -> RunStarts {
        let all = max(0, range.count - length + 1)
        guard range.count > Self.fullScanLimit else { return RunStarts(first: range.lowerBound, all: all, nearby: nil) }
        var nearby: [Int] = []
        for end in 0..<2 {
            let place = end == 0 ? x : y
            for k in 0..<neighborCount {
                let t = tour.slot(of: neighbor(place, k))
                guard t >= 0, range.contains(t) else { continue }
                for side in 0..<2 {
                    let start = side == 0 ? t : t - length + 1
                    if start >= range.lowerBound, start + length - 1 <= range.upperBound { nearby.append(start) }
                }
            }
        }
        return RunStarts(first: range.lowerBound, all: all, nearby: nearby)
    }
}
