import TripModel

@testable import TripPlanning

/// The best split by trying every assignment of stops to days and every order of every day, each judged
/// by ``TripScheduler`` as `trip schedule` would: (stops not served, travel minutes), least first.
enum TimedDayBruteForce {
    static func best(_ trip: Trip, dayCount: Int, bounds: ClosedRange<Int>) -> (missed: Int, travel: Int) {
        let stops = trip.stops
        var cache: [[Int]: (Int, Int)] = [:]
        var best = (Int.max, Int.max)
        var assignment = [Int](repeating: 0, count: stops.count)
        func assign(_ next: Int) {
            guard next < stops.count else {
                var total = (0, 0)
                for day in 0..<dayCount {
                    let members = stops.indices.filter { assignment[$0] == day }
                    guard bounds.contains(members.count) else { return }
                    let key = [day] + members
                    let value = cache[key] ?? bestDay(trip, day: day + 1, stops: members.map { stops[$0] })
                    cache[key] = value
                    total = (total.0 + value.0, total.1 + value.1)
                }
                if total < best { best = total }
                return
            }
            for day in 0..<dayCount {
                assignment[next] = day
                assign(next + 1)
            }
        }
        assign(0)
        return best
    }

    /// The best order of `stops` on `day`.
    static func bestDay(_ trip: Trip, day: Int, stops: [Stop]) -> (Int, Int) {
        var best = (Int.max, Int.max)
        for order in permutations(stops) {
            var arranged = trip
            arranged.stops = order.enumerated().map { index, stop in
                var stop = stop
                stop.day = day
                stop.position = index + 1
                return stop
            }
            guard let timeline = TripScheduler.schedule(arranged, onlyDay: day).days.first else { continue }
            let value = (missed(timeline), timeline.travelMinutes)
            if value < best { best = value }
        }
        return best
    }

    /// Stops with a warning about their hours or fixed arrival, plus one for a day that runs late while
    /// some stop is still without one (the planner names that stop).
    static func missed(_ day: DaySchedule) -> Int {
        let warned = day.visits.filter { visit in
            visit.warnings.contains {
                if case .weekdayUnknown = $0 { false } else { true }
            }
        }.count
        let late = day.warnings.contains { if case .dayRunsLate = $0 { true } else { false } }
        return warned + (late && warned < day.visits.count ? 1 : 0)
    }

    static func permutations(_ items: [Stop]) -> [[Stop]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
