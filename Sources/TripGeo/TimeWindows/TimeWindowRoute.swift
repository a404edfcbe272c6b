/// A validated ``TimeWindowProblem`` in the form the searches use: flat travel times, pinned positions,
/// and the rules for walking a route through time.
struct TimeWindowRoute: Sendable {
    let count: Int
    private let travel: [Double]
    let service: [Double]
    let windows: [[TimeWindow]]
    let startTime: Double
    let latestEnd: Double?
    /// Whether the route returns to its first place at the end.
    let closed: Bool
    /// Position → the place an endpoint or a lock pins there.
    let pinned: [Int?]
    /// Place → whether it is pinned to some position (and so never moved).
    let isPinned: [Bool]

    /// Builds the route; `problem` must have passed ``TimeWindowSolver``'s validation.
    init(_ problem: TimeWindowProblem) {
        count = problem.travel.count
        travel = problem.travel.storage
        service = problem.service
        windows = problem.windows
        startTime = problem.startTime
        latestEnd = problem.latestEnd
        let pins = TimeWindowRoute.pins(problem.endpoints, count: count)
        closed = pins.closed
        var pinned = [Int?](repeating: nil, count: count)
        var isPinned = [Bool](repeating: false, count: count)
        let all = pins.byPosition.merging(problem.lockedPositions.map { ($0.value, $0.key) }) { a, _ in a }
        for (position, place) in all {
            pinned[position] = place
            isPinned[place] = true
        }
        self.pinned = pinned
        self.isPinned = isPinned
    }

    /// The positions the endpoints pin (position → place) and whether the route returns to its start.
    static func pins(_ endpoints: RouteEndpoints, count: Int) -> (byPosition: [Int: Int], closed: Bool) {
        guard count > 0 else { return ([:], false) }
        switch endpoints {
        case .roundTrip: return ([0: 0], true)
        case .open: return ([:], false)
        case let .fixedStart(start): return ([0: start], false)
        case let .fixedEnd(end): return ([count - 1: end], false)
        case let .fixedBoth(start, end):
            return start == end ? ([0: start], true) : ([0: start, count - 1: end], false)
        }
    }

    /// The travel time from `from` to `to`.
    @inline(__always)
    func cost(_ from: Int, _ to: Int) -> Double {
        travel[from * count + to]
    }

    /// When service starts at `place` for an arrival at `time`, and by how much the arrival missed the last
    /// window (0 when served). Waiting for the next window is always best: arriving later never helps later.
    @inline(__always)
    func serve(_ place: Int, at time: Double) -> (start: Double, late: Double) {
        let spans = windows[place]
        guard let last = spans.last else { return (time, 0) }
        guard time <= last.close else { return (time, time - last.close) }
        for window in spans where time <= window.close {
            return (max(time, window.open), 0)
        }
        return (time, 0)
    }

    /// Arrives at the place in `position` at `arrival`, adds its lateness to `cost` and returns the departure.
    @inline(__always)
    func visit(_ place: Int, position: Int, arrival: Double, cost: inout TimeWindowCost) -> Double {
        let (start, late) = serve(place, at: arrival)
        cost.addLateness(late)
        if position == count - 1, !closed, let latestEnd { cost.addLateness(arrival - latestEnd) }
        return start + service[place]
    }

    /// Adds the leg home of a closed route and the check against the latest end; returns the end time.
    @inline(__always)
    func finish(from last: Int, to first: Int, departure: Double, cost: inout TimeWindowCost) -> Double {
        guard closed else { return departure }
        let leg = self.cost(last, first)
        cost.travel += leg
        if let latestEnd { cost.addLateness(departure + leg - latestEnd) }
        return departure + leg
    }

    /// The cost of a complete order, walked from the start.
    func cost(of order: [Int]) -> TimeWindowCost {
        var total = TimeWindowCost.zero
        var departure = 0.0
        for (position, place) in order.enumerated() {
            var arrival = startTime
            if position > 0 {
                let leg = cost(order[position - 1], place)
                total.travel += leg
                arrival = departure + leg
            }
            departure = visit(place, position: position, arrival: arrival, cost: &total)
        }
        if let last = order.last, let first = order.first {
            _ = finish(from: last, to: first, departure: departure, cost: &total)
        }
        return total
    }

    /// The public answer for a complete order: service starts, travel, end time and the places missed.
    func solution(for order: [Int], isOptimal: Bool) -> TimeWindowSolution {
        var arrivals: [Double] = []
        var unserved: [Int] = []
        var travelTime = 0.0
        var departure = startTime
        var endTime = startTime
        for (position, place) in order.enumerated() {
            var arrival = startTime
            if position > 0 {
                travelTime += cost(order[position - 1], place)
                arrival = departure + cost(order[position - 1], place)
            }
            let (start, late) = serve(place, at: arrival)
            arrivals.append(start)
            if late > 0 { unserved.append(place) }
            departure = start + service[place]
            endTime = arrival
        }
        if closed, let last = order.last, let first = order.first {
            travelTime += cost(last, first)
            endTime = departure + cost(last, first)
        }
        let finalPlace = closed ? order.first : order.last
        if let latestEnd, endTime > latestEnd, let finalPlace, !unserved.contains(finalPlace) {
            unserved.append(finalPlace)
        }
        return TimeWindowSolution(
            order: order, travelTime: travelTime, arrivals: arrivals, endTime: endTime, unserved: unserved,
            isOptimal: isOptimal)
    }
}
