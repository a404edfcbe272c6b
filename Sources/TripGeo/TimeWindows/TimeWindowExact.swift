/// The exact search for small time-window routes: dynamic programming over (places visited, last place),
/// keeping at each state every label (cost so far, departure time) that no other label beats.
///
/// A label may be dropped when another at the same state is no worse in missed places, lateness, travel
/// and departure: leaving later never serves a later place sooner (waiting is free), so the dominated
/// label can never end up strictly better. Labels that are already not better than the bound (the
/// heuristic's answer) are dropped too, since every part of the cost only grows along a route.
struct TimeWindowExact {
    let route: TimeWindowRoute
    let deadline: ContinuousClock.Instant

    private struct Label {
        var cost: TimeWindowCost
        var departure: Double
        var place: Int
        var parent: Int
    }

    /// The best order strictly better than `bound`; `nil` when there is none, or when the deadline passed
    /// before the search finished (then nothing is proven).
    func solve(bound: TimeWindowCost) -> (order: [Int]?, finished: Bool) {
        let n = route.count
        guard n > 0, n <= TimeWindowSolver.maxExactCount else { return (nil, false) }
        var labels: [Label] = []
        var states = [[Int]](repeating: [], count: (1 << n) * n)
        var best = bound
        var bestLabel: Int?
        let clock = ContinuousClock()
        let choices = (0..<n).map(candidates(at:))
        for place in choices[0] {
            var cost = TimeWindowCost.zero
            let departure = route.visit(place, position: 0, arrival: route.startTime, cost: &cost)
            guard cost.isBetter(than: best) else { continue }
            labels.append(Label(cost: cost, departure: departure, place: place, parent: -1))
            states[(1 << place) * n + place].append(labels.count - 1)
        }
        for mask in 1..<(1 << n) {
            if mask & 255 == 0, clock.now >= deadline { return (nil, false) }
            let position = mask.nonzeroBitCount
            for last in 0..<n where mask & (1 << last) != 0 {
                let ids = states[mask * n + last]
                guard !ids.isEmpty else { continue }
                states[mask * n + last] = []
                if position == n {
                    for id in ids {
                        var cost = labels[id].cost
                        let home = first(of: id, in: labels)
                        _ = route.finish(from: last, to: home, departure: labels[id].departure, cost: &cost)
                        if cost.isBetter(than: best) {
                            best = cost
                            bestLabel = id
                        }
                    }
                    continue
                }
                for next in choices[position] where mask & (1 << next) == 0 {
                    let leg = route.cost(last, next)
                    for id in ids {
                        var cost = labels[id].cost
                        cost.travel += leg
                        let departure = route.visit(
                            next, position: position, arrival: labels[id].departure + leg, cost: &cost)
                        guard cost.isBetter(than: best) else { continue }
                        let label = Label(cost: cost, departure: departure, place: next, parent: id)
                        Self.insert(label, into: &states[(mask | 1 << next) * n + next], labels: &labels)
                    }
                }
            }
        }
        guard let bestLabel else { return (nil, true) }
        var order: [Int] = []
        var id = bestLabel
        while id >= 0 {
            order.append(labels[id].place)
            id = labels[id].parent
        }
        return (order.reversed(), true)
    }

    /// The places that may stand at `position`: the pinned one, or every place not pinned anywhere.
    private func candidates(at position: Int) -> [Int] {
        if let place = route.pinned[position] { return [place] }
        return (0..<route.count).filter { !route.isPinned[$0] }
    }

    private func first(of id: Int, in labels: [Label]) -> Int {
        var id = id
        while labels[id].parent >= 0 { id = labels[id].parent }
        return labels[id].place
    }

    private static func dominates(_ a: Label, _ b: Label) -> Bool {
        a.cost.unserved <= b.cost.unserved && a.cost.lateness <= b.cost.lateness && a.cost.travel <= b.cost.travel
            && a.departure <= b.departure
    }

    private static func insert(_ label: Label, into state: inout [Int], labels: inout [Label]) {
        for id in state where dominates(labels[id], label) { return }
        labels.append(label)
        state.removeAll { dominates(label, labels[$0]) }
        state.append(labels.count - 1)
    }
}
