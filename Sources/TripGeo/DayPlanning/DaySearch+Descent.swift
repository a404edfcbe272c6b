/// The descent of ``DaySearch``: single stops moved to another day and pairs swapped between days,
/// each accepted when it lowers the score.
extension DaySearch {
    /// Applies improving moves and swaps until none is left.
    func descend(_ state: inout State) {
        descend(&state, dirty: Set(state.days.indices))
    }

    /// The descent after a kick of `previous`, a state no move or swap improved: under the stop-count
    /// rule a move changes only the lengths of the two days it touches, so the moves between two days
    /// the kick left alone still cannot help, and only moves touching a changed day are tried. That
    /// makes a round several times cheaper on a trip of many days. Under the distance rule every
    /// length enters the score through the mean day, so everything is tried again.
    func descend(_ state: inout State, changedSince previous: State) {
        let changed = state.days.indices.filter {
            balance == .distance || previous.days.count != state.days.count || state.days[$0] != previous.days[$0]
        }
        descend(&state, dirty: Set(changed))
    }

    /// Sweeps moves, then swaps, that touch a day in `dirty` until a sweep of both finds nothing; days a
    /// move changes join `dirty`.
    private func descend(_ state: inout State, dirty start: Set<Int>) {
        var dirty = state.days.indices.map { start.contains($0) }
        var passes = 0
        while passes < 200, dirty.contains(true) {
            passes += 1
            var touched = relocate(&state, dirty: dirty)
            if touched.isEmpty { touched = swap(&state, dirty: dirty) }
            guard !touched.isEmpty else { return }
            for day in touched { dirty[day] = true }
        }
    }

    /// Whether lengths `after` score lower than `before`, where only `days` differ. Under the stop-count
    /// rule the score is the total, so two differences decide without building an array of lengths
    /// for every candidate.
    private func lowers(_ before: [Double], _ days: (Int, Int), to after: (Double, Double)) -> Bool {
        if balance == .stops {
            return after.0 + after.1 < before[days.0] + before[days.1] - 1e-7
        }
        var trial = before
        trial[days.0] = after.0
        trial[days.1] = after.1
        return score(trial) < score(before) - 1e-7
    }

    /// One sweep over the stops, moving each to the day where it lowers the score most (when one does);
    /// the source or the target day must be in `dirty`. The sweep carries on after a move instead of
    /// starting over, which keeps a descent cheap.
    /// - Returns: The days that changed.
    private func relocate(_ state: inout State, dirty: [Bool]) -> Set<Int> {
        var touched = Set<Int>()
        var days = DayIndex(state, places: tour.matrix.count)
        for stop in state.days.joined() where !pinned.contains(stop) {
            guard let (from, index) = days.locate(stop, in: state), state.days[from].count > bounds[from].lowerBound
            else { continue }
            let saving = tour.removalSaving(at: index, in: state.days[from], ends[from])
            let current = score(state.lengths)
            var best: (day: Int, score: Double)?
            for to in state.days.indices
            where to != from && state.days[to].count < bounds[to].upperBound && (dirty[from] || dirty[to]) {
                let insertion = tour.cheapestInsertion(of: stop, into: state.days[to], ends[to]).delta
                let trialScore: Double
                if balance == .stops {
                    // The score is the total: no array of lengths for every candidate.
                    trialScore = current - saving + insertion
                } else {
                    var trial = state.lengths
                    trial[from] -= saving
                    trial[to] += insertion
                    trialScore = score(trial)
                }
                if trialScore < (best?.score ?? current - 1e-7) { best = (to, trialScore) }
            }
            guard let best else { continue }
            var changed = state.days
            changed[from].remove(at: index)
            changed[best.day] = tour.inserting(stop, into: changed[best.day], ends[best.day])
            guard commitIfBetter(changed, changed: [from, best.day], to: &state) else { continue }
            days.update([from, best.day], in: state)
            touched.formUnion([from, best.day])
        }
        return touched
    }

    /// One sweep exchanging each stop with one of its neighbours on another day when that lowers the
    /// score; one of the two days must be in `dirty`.
    /// - Returns: The days that changed.
    private func swap(_ state: inout State, dirty: [Bool]) -> Set<Int> {
        var touched = Set<Int>()
        var days = DayIndex(state, places: tour.matrix.count)
        for x in state.days.joined() where !pinned.contains(x) {
            for y in neighbours[x] ?? [] where !pinned.contains(y) {
                let first = days.day[x]
                let second = days.day[y]
                guard first != second, dirty[first] || dirty[second],
                    let i = state.days[first].firstIndex(of: x), let j = state.days[second].firstIndex(of: y)
                else { continue }
                let firstLength =
                    state.lengths[first] - tour.removalSaving(at: i, in: state.days[first], ends[first])
                    + tour.cheapestInsertionDelta(of: y, into: state.days[first], skipping: i, ends[first])
                let secondLength =
                    state.lengths[second] - tour.removalSaving(at: j, in: state.days[second], ends[second])
                    + tour.cheapestInsertionDelta(of: x, into: state.days[second], skipping: j, ends[second])
                guard lowers(state.lengths, (first, second), to: (firstLength, secondLength)) else { continue }
                var changed = state.days
                changed[first].remove(at: i)
                changed[second].remove(at: j)
                changed[first] = tour.inserting(y, into: changed[first], ends[first])
                changed[second] = tour.inserting(x, into: changed[second], ends[second])
                guard commitIfBetter(changed, changed: [first, second], to: &state) else { continue }
                days.update([first, second], in: state)
                touched.formUnion([first, second])
                break
            }
        }
        return touched
    }
}

/// Which day each stop is on (matrix index → day), kept up to date through a sweep: finding a stop's
/// day by scanning every day was a tenth of the whole search on 200 stops.
private struct DayIndex {
    var day: [Int]

    init(_ state: DaySearch.State, places: Int) {
        day = Array(repeating: 0, count: places)
        update(Array(state.days.indices), in: state)
    }

    mutating func update(_ days: [Int], in state: DaySearch.State) {
        for index in days {
            for stop in state.days[index] { day[stop] = index }
        }
    }

    func locate(_ stop: Int, in state: DaySearch.State) -> (day: Int, index: Int)? {
        guard let index = state.days[day[stop]].firstIndex(of: stop) else { return nil }
        return (day[stop], index)
    }
}
