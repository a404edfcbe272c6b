import TripModel
import TripPlanning

/// `trip route` for a trip planned by days ('trip plan days'): a subtotal row closes each day.
extension RouteReport {
    /// The row that closes the day of the stop at `index` of `stops` (route order), or nil when the next
    /// stop is on the same day or the stop has none. The subtotal counts the legs within the day, as
    /// `trip show` does; `leading` empty cells line it up under the NAME column.
    static func daySubtotalRow(after index: Int, stops: [Stop], legs: [Double], leading: Int) -> [String]? {
        guard let day = stops[index].day, index + 1 == stops.count || stops[index + 1].day != day else {
            return nil
        }
        var start = index
        while start > 0, stops[start - 1].day == day { start -= 1 }
        let meters = (start..<index).reduce(0.0) { $0 + legs[$1] }
        let count = index - start + 1
        let label = "day \(day): " + (count == 1 ? "1 stop" : "\(count) stops")
        return Array(repeating: "", count: leading) + [label, Formatting.distance(meters)]
    }
}

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
            .init("DAY", .right), .init("STOPS", .right), .init("BEFORE", .right), .init("AFTER", .right),
            .init("SAVING", .right),
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
