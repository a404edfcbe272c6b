/// Starting splits for the search: cuts of one tour through every stop (route first, cluster second)
/// and a capacity-aware clustering around far-apart medoids.
struct DaySeeding {
    let tour: DayTour
    let ends: [DayEnds]
    /// Stops that may go to any day, in the request's order.
    let free: [Int]
    /// Pinned stops of each day.
    let pinnedByDay: [[Int]]
    /// How many free stops each day receives in a seed.
    let capacities: [Int]

    /// Fills days one stop at a time, always the day with the fewest stops (pinned ones count), so the
    /// seeds are as even as the pins allow.
    static func capacities(freeCount: Int, pinnedByDay: [[Int]]) -> [Int] {
        var counts = pinnedByDay.map(\.count)
        var capacities = Array(repeating: 0, count: counts.count)
        for _ in 0..<freeCount {
            guard let day = counts.indices.min(by: { counts[$0] < counts[$1] }) else { break }
            counts[day] += 1
            capacities[day] += 1
        }
        return capacities
    }

    /// The best few splits of `giantTour` (free stops in one good visiting order) into consecutive
    /// runs, over every rotation and both directions, scored by `score`.
    func tourCuts(_ giantTour: [Int], keep: Int, score: ([[Int]]) -> Double) -> [[[Int]]] {
        var candidates: [(days: [[Int]], score: Double)] = []
        for direction in [giantTour, giantTour.reversed()] {
            for rotation in direction.indices {
                let rotated = Array(direction[rotation...] + direction[..<rotation])
                let days = cut(rotated)
                candidates.append((days, score(days)))
            }
        }
        // A stable sort keeps ties in generation order, so the seeds are deterministic.
        let ranked = candidates.enumerated().sorted {
            ($0.element.score, $0.offset) < ($1.element.score, $1.offset)
        }
        var seeds: [[[Int]]] = []
        for candidate in ranked where !seeds.contains(where: { samePartition($0, candidate.element.days) }) {
            seeds.append(candidate.element.days)
            if seeds.count == keep { break }
        }
        return seeds
    }

    /// Consecutive runs of `order` with each day's capacity, the pinned stops added where cheapest.
    func cut(_ order: [Int]) -> [[Int]] {
        var days: [[Int]] = []
        var next = 0
        for day in capacities.indices {
            var stops = Array(order[next..<(next + capacities[day])])
            next += capacities[day]
            for stop in pinnedByDay[day] { stops = tour.inserting(stop, into: stops, ends[day]) }
            days.append(stops)
        }
        return days
    }

    /// Clusters around `dayCount` far-apart medoids, filled by regret (the stops with the most to lose
    /// choose first) within each day's capacity; clusters go to the days whose ends are nearest.
    func medoidSplit() -> [[Int]] {
        let dayCount = capacities.count
        guard let first = free.max(by: { reach($0) < reach($1) }) else { return cut([]) }
        var centers = [first]
        while centers.count < min(dayCount, free.count) {
            let far = free.filter { !centers.contains($0) }.max {
                nearest($0, centers) < nearest($1, centers)
            }
            guard let far else { break }
            centers.append(far)
        }
        let centerOfDay = matchCentersToDays(centers)
        var remaining = capacities
        var days = pinnedByDay
        let byRegret = free.sorted { regret($0, centerOfDay) > regret($1, centerOfDay) }
        for stop in byRegret {
            let open = days.indices.filter { remaining[$0] > 0 }
            guard let day = open.min(by: { distance(stop, centerOfDay[$0]) < distance(stop, centerOfDay[$1]) })
            else { continue }
            remaining[day] -= 1
            days[day] = tour.inserting(stop, into: days[day], ends[day])
        }
        return days
    }

    private func distance(_ stop: Int, _ center: Int?) -> Double {
        guard let center else { return 0 }
        return tour.cost(stop, center) + tour.cost(center, stop)
    }

    private func nearest(_ stop: Int, _ centers: [Int]) -> Double {
        centers.map { distance(stop, $0) }.min() ?? 0
    }

    /// How far a stop is from the first day's start, or from everything when there is no start.
    private func reach(_ stop: Int) -> Double {
        if let start = ends.first?.start { return distance(stop, start) }
        return free.reduce(0) { $0 + distance(stop, $1) }
    }

    private func regret(_ stop: Int, _ centers: [Int?]) -> Double {
        let sorted = centers.map { distance(stop, $0) }.sorted()
        return sorted.count > 1 ? sorted[1] - sorted[0] : 0
    }

    /// Greedily gives each day the unused center closest to its ends (days without ends take what is left).
    private func matchCentersToDays(_ centers: [Int]) -> [Int?] {
        var result = [Int?](repeating: nil, count: capacities.count)
        var unused = centers
        for day in capacities.indices {
            let pull = { (center: Int) in
                tour.cost(ends[day].start, center) + tour.cost(center, ends[day].end)
            }
            guard let index = unused.indices.min(by: { pull(unused[$0]) < pull(unused[$1]) }) else { break }
            result[day] = unused.remove(at: index)
        }
        return result
    }

    private func samePartition(_ a: [[Int]], _ b: [[Int]]) -> Bool {
        zip(a, b).allSatisfy { Set($0) == Set($1) }
    }
}
