/// Fast path arithmetic for one day during the search: lengths, cheapest insertion and a
/// 2-opt + Or-opt descent. Exact answers come later from ``RouteSolver``; this only has to rank moves.
struct DayTour {
    let matrix: DistanceMatrix
    /// Whether `matrix` is symmetric, which makes a reversal's cost a four-edge delta.
    let symmetric: Bool
    /// Ranked stops (matrix index → 0-based rank within their day); see `DayTour+Ranks.swift`.
    let ranks: [Int: Int]

    init(matrix: DistanceMatrix, ranks: [Int: Int] = [:]) {
        self.matrix = matrix
        self.symmetric = matrix.isSymmetric
        self.ranks = ranks
    }

    /// The same tour with nothing ranked (without measuring the matrix's symmetry again).
    var unranked: DayTour { DayTour(matrix: matrix, symmetric: symmetric) }

    private init(matrix: DistanceMatrix, symmetric: Bool) {
        self.matrix = matrix
        self.symmetric = symmetric
        self.ranks = [:]
    }

    /// The cost between two places; a free end (nil) costs nothing.
    @inline(__always)
    func cost(_ from: Int?, _ to: Int?) -> Double {
        guard let from, let to else { return 0 }
        return matrix[from, to]
    }

    /// The length of `stops` visited between `ends`.
    func length(_ stops: [Int], _ ends: DayEnds) -> Double {
        guard let first = stops.first, let last = stops.last else { return cost(ends.start, ends.end) }
        return cost(ends.start, first) + matrix.length(of: stops, closed: false) + cost(last, ends.end)
    }

    /// The cheapest place to insert `stop` into `stops`: the index it would take and the added length.
    func cheapestInsertion(of stop: Int, into stops: [Int], _ ends: DayEnds) -> (index: Int, delta: Double) {
        var best = (index: 0, delta: Double.infinity)
        for index in 0...stops.count {
            let before = index == 0 ? ends.start : stops[index - 1]
            let after = index == stops.count ? ends.end : stops[index]
            let delta = cost(before, stop) + cost(stop, after) - cost(before, after)
            if delta < best.delta - 1e-9 { best = (index, delta) }
        }
        return best
    }

    /// The added length of the cheapest insertion of `stop` into `stops` once the stop at `skipped` is
    /// gone, without building that shorter array (the swap search asks this for every pair).
    func cheapestInsertionDelta(of stop: Int, into stops: [Int], skipping skipped: Int, _ ends: DayEnds) -> Double {
        let count = stops.count - 1
        var best = Double.infinity
        for index in 0...count {
            let before = index == 0 ? ends.start : stops[index - 1 < skipped ? index - 1 : index]
            let after = index == count ? ends.end : stops[index < skipped ? index : index + 1]
            best = min(best, cost(before, stop) + cost(stop, after) - cost(before, after))
        }
        return best
    }

    /// The length saved by removing the stop at `index`.
    func removalSaving(at index: Int, in stops: [Int], _ ends: DayEnds) -> Double {
        let before = index == 0 ? ends.start : stops[index - 1]
        let after = index == stops.count - 1 ? ends.end : stops[index + 1]
        return cost(before, stops[index]) + cost(stops[index], after) - cost(before, after)
    }

    /// `stops` with `stop` inserted at its cheapest place.
    func inserting(_ stop: Int, into stops: [Int], _ ends: DayEnds) -> [Int] {
        var result = stops
        result.insert(stop, at: cheapestInsertion(of: stop, into: stops, ends).index)
        return result
    }

    /// Improves the order of `stops` by 2-opt and Or-opt moves until none helps; a day with ranked
    /// stops keeps them at their ranks.
    func improve(_ stops: [Int], _ ends: DayEnds) -> [Int] {
        var order = stops
        guard order.count > 1 else { return order }
        if hasRanked(stops) { return improveRanked(stops, ends) }
        var improved = true
        var rounds = 0
        while improved, rounds < 1000 {
            rounds += 1
            improved = twoOpt(&order, ends) || orOpt(&order, ends)
        }
        return order
    }

    /// One pass of segment reversals; true when one shortened the path.
    private func twoOpt(_ order: inout [Int], _ ends: DayEnds) -> Bool {
        let n = order.count
        var current = symmetric ? 0 : length(order, ends)
        var changed = false
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n {
                let before = i == 0 ? ends.start : order[i - 1]
                let after = j == n - 1 ? ends.end : order[j + 1]
                if symmetric {
                    let delta =
                        cost(before, order[j]) + cost(order[i], after) - cost(before, order[i])
                        - cost(order[j], after)
                    guard delta < -1e-7 else { continue }
                    order[i...j].reverse()
                    changed = true
                } else {
                    var candidate = order
                    candidate[i...j].reverse()
                    let candidateLength = length(candidate, ends)
                    guard candidateLength < current - 1e-7 else { continue }
                    order = candidate
                    current = candidateLength
                    changed = true
                }
            }
        }
        return changed
    }

    /// One pass moving runs of one to three stops elsewhere, either way round; true when one helped.
    /// Each run goes to its best place when that shortens the day; the pass carries on from the next start.
    private func orOpt(_ order: inout [Int], _ ends: DayEnds) -> Bool {
        var changed = false
        for runLength in 1...min(3, order.count - 1) {
            var start = 0
            while start + runLength <= order.count {
                if let move = bestPlacement(ofRunAt: start, count: runLength, in: order, ends) {
                    var run = Array(order[start..<(start + runLength)])
                    if move.reversed { run.reverse() }
                    order.removeSubrange(start..<(start + runLength))
                    order.insert(contentsOf: run, at: move.index)
                    changed = true
                }
                start += 1
            }
        }
        return changed
    }

    /// Where the run of `count` stops at `start` saves most when put elsewhere (as an index into the day
    /// without the run), and whether reversed; nil when no place saves anything. Measured by the few
    /// edges that change, because this is asked for every run of every day after every move.
    private func bestPlacement(ofRunAt start: Int, count: Int, in order: [Int], _ ends: DayEnds)
        -> (index: Int, reversed: Bool)?
    {
        let first = order[start]
        let last = order[start + count - 1]
        let previous = start == 0 ? ends.start : order[start - 1]
        let next = start + count == order.count ? ends.end : order[start + count]
        let removal = cost(previous, first) + cost(last, next) - cost(previous, next)
        var forwardInner = 0.0
        var backwardInner = 0.0
        for k in start..<(start + count - 1) {
            forwardInner += cost(order[k], order[k + 1])
            backwardInner += cost(order[k + 1], order[k])
        }
        let restCount = order.count - count
        var best: (index: Int, reversed: Bool)?
        var bestSaving = 1e-7
        for index in 0...restCount {
            let before = index == 0 ? ends.start : order[index - 1 < start ? index - 1 : index - 1 + count]
            let after = index == restCount ? ends.end : order[index < start ? index : index + count]
            let gap = cost(before, after)
            let forward = removal + gap - cost(before, first) - cost(last, after)
            if forward > bestSaving {
                bestSaving = forward
                best = (index, false)
            }
            guard count > 1 else { continue }
            let backward =
                removal + forwardInner - backwardInner + gap - cost(before, last) - cost(first, after)
            if backward > bestSaving {
                bestSaving = backward
                best = (index, true)
            }
        }
        return best
    }
}
