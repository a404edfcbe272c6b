/// The trip's current days as a floor for the plan: `trip plan days --apply` must never replace days
/// that already follow the rules with longer ones, whatever the search happens to find.
extension DayPlanner {
    /// `request.current` when the search could have produced it: every stop once, pinned stops on their
    /// day and at their rank, and every day within its stop bounds; nil otherwise.
    static func currentDays(_ request: DayPlanRequest, bounds: [ClosedRange<Int>], tour: DayTour) -> [[Int]]? {
        guard let current = request.current, current.count == request.dayCount else { return nil }
        let all = current.joined()
        guard all.count == request.stops.count, Set(all) == Set(request.stops) else { return nil }
        for (day, stops) in current.enumerated() {
            guard bounds[day].contains(stops.count), tour.respectsRanks(stops) else { return nil }
            guard stops.allSatisfy({ request.fixedDays[$0].map { $0 == day } ?? true }) else { return nil }
        }
        return current
    }

    /// `days`, or the current days when those score better (ties keep `days`, which are polished).
    static func noWorse(_ days: [DayRoute], than current: [[Int]]?, ends: [DayEnds], search: DaySearch)
        -> [DayRoute]
    {
        guard let current else { return days }
        let kept = current.indices.map { day in
            DayRoute(ends: ends[day], stops: current[day], length: search.tour.length(current[day], ends[day]))
        }
        return search.score(kept.map(\.length)) < search.score(days.map(\.length)) - 1e-7 ? kept : days
    }
}
