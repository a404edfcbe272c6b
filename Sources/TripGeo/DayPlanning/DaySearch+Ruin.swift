/// Ruin and recreate: the stronger of the search's kicks.
extension DaySearch {
    /// Takes a random stop and its nearest unpinned neighbours out of their days and puts them back one
    /// by one where the score grows least, within the stop-count bounds. Moving a whole neighbourhood at
    /// once lets the search shift a cluster between days, which single moves and swaps cannot do
    /// without passing through worse plans.
    func ruinAndRecreate(_ state: inout State, _ random: inout SplitMix64) {
        let movable = state.days.joined().filter { !pinned.contains($0) }
        guard movable.count > 1 else { return }
        let center = movable[random.index(below: movable.count)]
        let count = min(movable.count, 2 + random.index(below: max(1, min(10, movable.count / 3))))
        let removed = movable.sorted {
            (tour.cost(center, $0) + tour.cost($0, center), $0) < (tour.cost(center, $1) + tour.cost($1, center), $1)
        }.prefix(count)
        var days = state.days.map { $0.filter { !removed.contains($0) } }
        var lengths = days.indices.map { tour.length(days[$0], ends[$0]) }
        var left = removed.count
        for stop in removed {
            let deficit = days.indices.reduce(0) { $0 + max(0, bounds[$1].lowerBound - days[$1].count) }
            // When the stops left are all needed to bring days up to their minimum, only those days may take one.
            let open = days.indices.filter { day in
                days[day].count < bounds[day].upperBound && (deficit < left || days[day].count < bounds[day].lowerBound)
            }
            var best: (day: Int, index: Int, score: Double)?
            for day in open {
                let insertion = tour.cheapestInsertion(of: stop, into: days[day], ends[day])
                var trial = lengths
                trial[day] += insertion.delta
                let trialScore = score(trial)
                if trialScore < (best?.score ?? .infinity) { best = (day, insertion.index, trialScore) }
            }
            guard let best else { return }
            days[best.day].insert(stop, at: best.index)
            lengths[best.day] = tour.length(days[best.day], ends[best.day])
            left -= 1
        }
        let changed = days.indices.filter { days[$0] != state.days[$0] }
        commit(days, changed: changed, to: &state)
    }
}
