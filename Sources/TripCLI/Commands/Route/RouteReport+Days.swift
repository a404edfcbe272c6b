import TripModel
import TripPlanning

/// `trip route --optimize` on a trip planned by days: the figures of each day ('RoutePlan+Days').
extension RouteReport {
    /// One day in `--json`; the metre keys mirror the route's own.
    struct DayJSON: Encodable {
        let day: Int
        let stopCount: Int
        let beforeMeters: Double
        let totalMeters: Double
        let changed: Bool

        init(_ outcome: RoutePlan.DayOutcome) {
            day = outcome.day
            stopCount = outcome.stopCount
            beforeMeters = RouteReport.rounded(outcome.before)
            totalMeters = RouteReport.rounded(outcome.after)
            changed = outcome.changed
        }
    }

    /// Each day before and after, when the days were optimized one by one; nil otherwise.
    func dayTable() -> Table? {
        guard !days.isEmpty else { return nil }
        var table = Table([
            .init(localized("route.column-day"), .right), .init(localized("route.column-stops"), .right),
            .init(localized("route.column-before"), .right), .init(localized("route.column-after"), .right),
            .init(localized("route.column-saving"), .right),
        ])
        for day in days {
            table.append([
                String(day.day), String(day.stopCount), Formatting.distance(day.before),
                Formatting.distance(day.after), Formatting.distance(day.before - day.after),
            ])
        }
        return table
    }
}
