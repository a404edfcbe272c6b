/// A change to a time-window route that keeps every pinned position in place.
enum TimeWindowMove {
    /// Moves the `length` places starting at position `from` so that they start at position `to`.
    case relocate(from: Int, length: Int, to: Int)
    /// Reverses the places in positions `first...last`.
    case reverse(first: Int, last: Int)
    /// Exchanges the places at two positions (`first < last`).
    case swap(first: Int, last: Int)

    /// The first and last positions whose place changes.
    var range: (lo: Int, hi: Int) {
        switch self {
        case let .relocate(from, length, to): return (min(from, to), max(from, to) + length - 1)
        case let .reverse(first, last), let .swap(first, last): return (first, last)
        }
    }
}

/// An order under search, with the time and cost after every position, so a move is scored by walking
/// only from the first position it changes.
///
/// The walk stops early in two cases: when the partial cost is already not better than the whole
/// current route (every part of the cost only grows), and once past the changed positions, when the
/// route leaves a place no later than before and nothing after it was missed before: nothing after it
/// can be missed now either, and the travel after it is unchanged.
struct TimeWindowTour {
    let route: TimeWindowRoute
    private(set) var order: [Int]
    /// Departure time after the stay at each position.
    private var departure: [Double]
    /// Cost through each position: travel into it and lateness there, summed from the start.
    private var prefix: [TimeWindowCost]
    /// Cost of the whole route, leg home and latest end included.
    private(set) var total: TimeWindowCost
    /// For each position, the first pinned position at or after it (`count` when none).
    private let nextPinned: [Int]

    init(route: TimeWindowRoute, order: [Int]) {
        self.route = route
        self.order = order
        departure = Array(repeating: 0, count: order.count)
        prefix = Array(repeating: .zero, count: order.count)
        total = .zero
        var next = Array(repeating: route.count, count: route.count + 1)
        for position in stride(from: route.count - 1, through: 0, by: -1) {
            next[position] = route.pinned[position] == nil ? next[position + 1] : position
        }
        nextPinned = next
        recompute(from: 0)
    }

    /// Whether no position in `lo...hi` is pinned, so a move may change all of them.
    @inline(__always)
    func isFree(_ lo: Int, _ hi: Int) -> Bool {
        nextPinned[lo] > hi
    }

    /// The cost after `move` when that is strictly better than ``total``; `nil` otherwise.
    func score(_ move: TimeWindowMove) -> TimeWindowCost? {
        let (lo, hi) = move.range
        let count = order.count
        var cost = lo == 0 ? TimeWindowCost.zero : prefix[lo - 1]
        var leaving = lo == 0 ? 0 : departure[lo - 1]
        var previous = lo == 0 ? -1 : order[lo - 1]
        var first = lo == 0 ? -1 : order[0]
        for position in lo..<count {
            let place = position <= hi ? self.place(at: position, after: move) : order[position]
            var arrival = route.startTime
            if position == 0 {
                first = place
            } else {
                let leg = route.cost(previous, place)
                cost.travel += leg
                arrival = leaving + leg
            }
            leaving = route.visit(place, position: position, arrival: arrival, cost: &cost)
            guard cost.isBetter(than: total) else { return nil }
            // Only strictly past the move: at `hi` itself the place may differ, and so may the leg out of it.
            if position > hi, let rest = rest(after: position, leaving: leaving) {
                let result = TimeWindowCost(
                    unserved: cost.unserved + rest.unserved, lateness: cost.lateness + rest.lateness,
                    travel: cost.travel + rest.travel)
                return result.isBetter(than: total) ? result : nil
            }
            previous = place
        }
        _ = route.finish(from: previous, to: first, departure: leaving, cost: &cost)
        return cost.isBetter(than: total) ? cost : nil
    }

    /// The cost after `position` when the route now leaves it at `leaving` and the rest can be reused.
    @inline(__always)
    private func rest(after position: Int, leaving: Double) -> TimeWindowCost? {
        let before = prefix[position]
        let clean = total.unserved == before.unserved && total.lateness == before.lateness
        guard leaving == departure[position] || (clean && leaving <= departure[position]) else { return nil }
        return TimeWindowCost(
            unserved: total.unserved - before.unserved, lateness: total.lateness - before.lateness,
            travel: total.travel - before.travel)
    }

    /// The place at `position` (within the move's range) once `move` is applied.
    @inline(__always)
    private func place(at position: Int, after move: TimeWindowMove) -> Int {
        switch move {
        case let .relocate(from, length, to):
            if position >= to, position < to + length { return order[from + position - to] }
            return to > from ? order[position + length] : order[position - length]
        case let .reverse(first, last):
            return order[first + last - position]
        case let .swap(first, last):
            if position == first { return order[last] }
            if position == last { return order[first] }
            return order[position]
        }
    }

    /// Applies `move` and brings the times and costs up to date.
    mutating func apply(_ move: TimeWindowMove) {
        let (lo, hi) = move.range
        let changed = (lo...hi).map { place(at: $0, after: move) }
        order.replaceSubrange(lo...hi, with: changed)
        recompute(from: lo)
    }

    /// Walks the route again from `start` to the end.
    private mutating func recompute(from start: Int) {
        let count = order.count
        guard count > 0 else { return }
        var cost = start == 0 ? TimeWindowCost.zero : prefix[start - 1]
        var leaving = start == 0 ? 0 : departure[start - 1]
        for position in start..<count {
            var arrival = route.startTime
            if position > 0 {
                let leg = route.cost(order[position - 1], order[position])
                cost.travel += leg
                arrival = leaving + leg
            }
            leaving = route.visit(order[position], position: position, arrival: arrival, cost: &cost)
            departure[position] = leaving
            prefix[position] = cost
        }
        _ = route.finish(from: order[count - 1], to: order[0], departure: leaving, cost: &cost)
        total = cost
    }
}
