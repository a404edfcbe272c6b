@testable import TripGeo

/// Random time-window problems and an independent, brute-force reference for the solver tests.
enum TimeWindowTestSupport {
    /// The lexicographic cost, computed here without the solver's code.
    struct Cost: Equatable, CustomStringConvertible {
        var unserved: Int
        var lateness: Double
        var travel: Double

        var description: String { "(\(unserved) missed, \(lateness) late, \(travel) travel)" }

        func isBetter(than other: Cost) -> Bool {
            if unserved != other.unserved { return unserved < other.unserved }
            if abs(lateness - other.lateness) > 1e-6 { return lateness < other.lateness }
            return travel < other.travel - 1e-6
        }

        func matches(_ other: Cost) -> Bool {
            unserved == other.unserved && abs(lateness - other.lateness) < 1e-6 && abs(travel - other.travel) < 1e-6
        }
    }

    /// A problem whose windows are placed around the times of a random visiting order, so that order is
    /// feasible when `slack` is non-negative; negative slack closes windows before that order arrives.
    static func problem(
        count: Int, seed: UInt64, width: Double = 60, endpoints: RouteEndpoints = .roundTrip,
        twoWindows: Bool = false
    ) -> TimeWindowProblem {
        var random = SplitMix64(seed: seed &* 7919)
        let travel =
            seed % 3 == 0
            ? RouteTestSupport.asymmetric(count: count, seed: seed)
            : RouteTestSupport.euclidean(count: count, seed: seed)
        let service = (0..<count).map { _ in Double(random.below(20)) }
        var order = Array(0..<count)
        for i in stride(from: count - 1, to: 0, by: -1) { order.swapAt(i, 1 + random.below(i)) }
        var windows = [[TimeWindow]](repeating: [], count: count)
        var time = 0.0
        for k in 1..<count {
            time += travel[order[k - 1], order[k]] + service[order[k - 1]]
            let place = order[k]
            guard random.below(5) != 0 else { continue }
            let open = max(0, time - Double(random.below(Int(width) + 1)))
            var spans = [TimeWindow(open: open, close: open + width)]
            if twoWindows, random.below(2) == 0 {
                spans = [TimeWindow(open: max(0, open - 3 * width), close: max(0, open - 2 * width)), spans[0]]
                if spans[0].close >= spans[1].open { spans.removeFirst() }
            }
            windows[place] = spans
            time = max(time, open)
        }
        return TimeWindowProblem(travel: travel, service: service, windows: windows, endpoints: endpoints)
    }

    /// The cost of `order` under `problem`, walked from the start.
    static func cost(of order: [Int], in problem: TimeWindowProblem) -> Cost {
        var cost = Cost(unserved: 0, lateness: 0, travel: 0)
        var closed = problem.endpoints == .roundTrip
        if case let .fixedBoth(start, end) = problem.endpoints, start == end { closed = true }
        var clock = problem.startTime
        var arrival = clock
        for (k, place) in order.enumerated() {
            if k > 0 {
                cost.travel += problem.travel[order[k - 1], place]
                clock += problem.travel[order[k - 1], place]
            }
            arrival = clock
            if let window = problem.windows[place].first(where: { clock <= $0.close }) {
                clock = max(clock, window.open)
            } else if let last = problem.windows[place].last {
                cost.unserved += 1
                cost.lateness += clock - last.close
            }
            clock += problem.service[place]
        }
        if closed, let last = order.last, let first = order.first {
            cost.travel += problem.travel[last, first]
            arrival = clock + problem.travel[last, first]
        }
        if let latest = problem.latestEnd, arrival > latest {
            cost.unserved += 1
            cost.lateness += arrival - latest
        }
        return cost
    }

    /// Whether `order` keeps the endpoints and locks of `problem`.
    static func respectsPins(_ order: [Int], _ problem: TimeWindowProblem) -> Bool {
        let n = order.count
        for (place, position) in problem.lockedPositions where order[position] != place { return false }
        switch problem.endpoints {
        case .roundTrip: return order.first == 0
        case .open: return true
        case let .fixedStart(start): return order.first == start
        case let .fixedEnd(end): return order.last == end
        case let .fixedBoth(start, end): return order.first == start && (start == end || order[n - 1] == end)
        }
    }

    /// The best cost over every order that keeps the pins.
    static func bruteForce(_ problem: TimeWindowProblem) -> Cost {
        var best = Cost(unserved: .max, lateness: .infinity, travel: .infinity)
        for order in RouteTestSupport.permutations(Array(0..<problem.travel.count))
        where respectsPins(order, problem) {
            let cost = cost(of: order, in: problem)
            if cost.isBetter(than: best) { best = cost }
        }
        return best
    }
}
