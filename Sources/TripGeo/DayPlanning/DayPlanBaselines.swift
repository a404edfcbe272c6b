#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two simple ways to split a trip into days, for comparison with ``DayPlanner``: both balance
/// nothing beyond what they are, and both order each day with ``RouteSolver`` afterwards.
public enum DayPlanBaselines {
    /// Cuts `order` (the stops in their current visiting order) into `dayCount` consecutive chunks of
    /// ⌈n/N⌉ or ⌊n/N⌋ stops, then orders each day. Pins are ignored.
    /// - Parameters:
    ///   - request: The stops, days, ends and matrix (`fixedDays` is ignored).
    ///   - order: The stops in the order to cut; defaults to `request.stops`.
    /// - Returns: The chunked plan.
    /// - Throws: ``DayPlanError`` when the route engine refuses a day.
    public static func chunks(_ request: DayPlanRequest, order: [Int]? = nil) throws(DayPlanError) -> DayPlan {
        let stops = order ?? request.stops
        let days = max(1, request.dayCount)
        var groups: [[Int]] = []
        var next = 0
        for day in 0..<days {
            let size = stops.count / days + (day < stops.count % days ? 1 : 0)
            groups.append(Array(stops[next..<(next + size)]))
            next += size
        }
        return try ordered(groups, request: request)
    }

    /// Clusters the stops by k-means on their coordinates (longitude scaled by the cosine of the mean
    /// latitude, k-means++ seeding with `request.seed`), clusters sorted west to east, then orders each day.
    /// - Parameters:
    ///   - request: The stops, days, ends and matrix (`fixedDays` is ignored).
    ///   - coordinates: Matrix index → coordinate, for every stop.
    /// - Returns: The clustered plan; a cluster may be empty or large, since k-means does not balance.
    /// - Throws: ``DayPlanError`` when the route engine refuses a day.
    public static func kMeans(_ request: DayPlanRequest, coordinates: [Int: Coordinate]) throws(DayPlanError)
        -> DayPlan
    {
        let stops = request.stops.filter { coordinates[$0] != nil }
        let meanLatitude = stops.reduce(0) { $0 + (coordinates[$1]?.latitude ?? 0) } / Double(max(1, stops.count))
        let scale = cos(meanLatitude * .pi / 180)
        let points = stops.map { stop -> (Double, Double) in
            let c = coordinates[stop]
            return ((c?.latitude ?? 0), (c?.longitude ?? 0) * scale)
        }
        let labels = KMeans.cluster(points, k: max(1, request.dayCount), seed: request.seed)
        var groups = Array(repeating: [Int](), count: max(1, request.dayCount))
        for (index, label) in labels.enumerated() { groups[label].append(stops[index]) }
        let east = { (group: [Int]) in
            group.reduce(0) { $0 + (coordinates[$1]?.longitude ?? 0) } / Double(max(1, group.count))
        }
        groups.sort { east($0) < east($1) }
        return try ordered(groups, request: request)
    }

    private static func ordered(_ groups: [[Int]], request: DayPlanRequest) throws(DayPlanError) -> DayPlan {
        let tour = DayTour(matrix: request.matrix)
        var days: [DayRoute] = []
        for (day, group) in groups.enumerated() {
            let ends = request.dayEnds(day)
            let order = try DayPlanner.solveDay(group, ends: ends, ranks: [:], request: request)
            days.append(DayRoute(ends: ends, stops: order, length: tour.length(order, ends)))
        }
        let counts = groups.map(\.count)
        return DayPlan(days: days, balance: .stops, stopBounds: (counts.min() ?? 0)...(counts.max() ?? 0))
    }
}

/// Lloyd's k-means with k-means++ seeding; deterministic for a given seed.
enum KMeans {
    static func cluster(_ points: [(Double, Double)], k: Int, seed: UInt64, iterations: Int = 100) -> [Int] {
        guard !points.isEmpty else { return [] }
        var random = SplitMix64(seed: seed)
        var centers = [points[random.index(below: points.count)]]
        while centers.count < k {
            let weights = points.map { point in centers.map { squared(point, $0) }.min() ?? 0 }
            let total = weights.reduce(0, +)
            guard total > 0 else { break }
            var target = Double(random.next() >> 11) / Double(1 << 53) * total
            var chosen = points.count - 1
            for (index, weight) in weights.enumerated() {
                target -= weight
                if target < 0 {
                    chosen = index
                    break
                }
            }
            centers.append(points[chosen])
        }
        var labels = Array(repeating: 0, count: points.count)
        for _ in 0..<iterations {
            let next = points.map { point in
                centers.indices.min { squared(point, centers[$0]) < squared(point, centers[$1]) } ?? 0
            }
            if next == labels, centers.count == k { break }
            labels = next
            centers = centers.indices.map { center in
                let members = points.indices.filter { labels[$0] == center }.map { points[$0] }
                guard !members.isEmpty else { return centers[center] }
                let count = Double(members.count)
                return (members.reduce(0) { $0 + $1.0 } / count, members.reduce(0) { $0 + $1.1 } / count)
            }
        }
        return labels
    }

    private static func squared(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)
    }
}
