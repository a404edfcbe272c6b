extension DayPlanner {
    /// Orders every day with ``RouteSolver`` (exact for small days), keeping ranked stops at their rank,
    /// and keeps the search's order (which respects the ranks too) when the solver finds nothing shorter.
    static func polish(_ state: DaySearch.State, request: DayPlanRequest, ends: [DayEnds], tour: DayTour)
        throws(DayPlanError) -> [DayRoute]
    {
        var days: [DayRoute] = []
        for (day, stops) in state.days.enumerated() {
            let solved = try solveDay(stops, ends: ends[day], ranks: request.fixedRanks, request: request)
            let current = tour.length(stops, ends[day])
            let solvedLength = tour.length(solved, ends[day])
            let order = !tour.respectsRanks(stops) || solvedLength < current - 1e-7 ? solved : stops
            days.append(DayRoute(ends: ends[day], stops: order, length: tour.length(order, ends[day])))
        }
        return days
    }

    /// One day's best order between its ends.
    static func solveDay(_ stops: [Int], ends: DayEnds, ranks: [Int: Int], request: DayPlanRequest)
        throws(DayPlanError) -> [Int]
    {
        guard stops.count > 1 else { return stops }
        let loop = ends.start != nil && ends.start == ends.end
        let head = ends.start.map { [$0] } ?? []
        let tail = loop ? [] : (ends.end.map { [$0] } ?? [])
        let places = head + stops + tail
        let matrix = DistanceMatrix(count: places.count) { request.matrix[places[$0], places[$1]] }
        let endpoints: RouteEndpoints
        switch (head.isEmpty, tail.isEmpty) {
        case (false, false): endpoints = .fixedBoth(start: 0, end: places.count - 1)
        case (false, true): endpoints = loop ? .fixedBoth(start: 0, end: 0) : .fixedStart(0)
        case (true, false): endpoints = .fixedEnd(places.count - 1)
        case (true, true): endpoints = .open
        }
        let options = RouteOptions(
            endpoints: endpoints, lockedPositions: lockedPositions(stops, ranks: ranks, offset: head.count),
            timeLimit: .seconds(1), budget: .iterations(1_000), seed: request.seed)
        do {
            let solution = try RouteSolver.solve(matrix: matrix, options: options)
            return solution.order.filter { $0 >= head.count && $0 < head.count + stops.count }.map { places[$0] }
        } catch {
            throw .route(error)
        }
    }

    /// Positions for ranked stops: their rank, clamped to the day and kept distinct in rank order.
    static func lockedPositions(_ stops: [Int], ranks: [Int: Int], offset: Int) -> [Int: Int] {
        let ranked = stops.indices.filter { ranks[stops[$0]] != nil }.sorted {
            (ranks[stops[$0]] ?? 0, $0) < (ranks[stops[$1]] ?? 0, $1)
        }
        var positions: [Int: Int] = [:]
        var next = 0
        for (k, index) in ranked.enumerated() {
            let latest = stops.count - (ranked.count - k)
            let rank = min(max(ranks[stops[index]] ?? 0, next), latest)
            positions[index + offset] = rank + offset
            next = rank + 1
        }
        return positions
    }
}
