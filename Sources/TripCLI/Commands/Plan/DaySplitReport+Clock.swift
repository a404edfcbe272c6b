import TripModel
import TripPlanning

/// What `trip plan days` adds when it plans by the clock: each day's travel time, first arrival, end and
/// the stops it cannot serve, in the tables and in `--json`.
extension DaySplitReport {
    static let clockColumns: [Table.Column] = [
        .init("TRAVEL", .right), .init("FIRST", .right), .init("END", .right), .init("NOT SERVED", .right),
    ]

    func clockCells(_ day: TimedDaySummary) -> [String] {
        [
            Self.duration(day.travelMinutes), day.firstArrival.map(TimeOfDay.format(minutes:)) ?? "-",
            TimeOfDay.format(minutes: day.end), String(day.unserved.count),
        ]
    }

    func clockTotalCells(_ timed: TimedDayPlan) -> [String] {
        [Self.duration(timed.travelMinutes), "", "", String(timed.unserved.count)]
    }

    /// `, 2026-12-07 Mo, travel 1 h 5 min, 09:20–17:40` after a day's stops and distance (as `trip schedule`).
    func clockHeading(_ day: TimedDaySummary) -> String {
        let date = day.date.map { ", \($0) \(Weekday($0).abbreviation)" } ?? ""
        let span = day.firstArrival.map { ", \(TimeOfDay.format(minutes: $0))–\(TimeOfDay.format(minutes: day.end))" }
        return "\(date), travel \(Self.duration(day.travelMinutes))\(span ?? "")"
    }

    /// `travel 3 h 10 min, 1 stop not served (current plan: travel 3 h 40 min, 2 stops not served)`.
    func clockTotal(_ timed: TimedDayPlan) -> String {
        let text = { (days: [TimedDaySummary]) -> String in
            let missed = days.reduce(0) { $0 + $1.unserved.count }
            let travel = "travel \(Self.duration(days.reduce(0) { $0 + $1.travelMinutes }))"
            return missed == 0 ? travel : "\(travel), \(plural(missed, "stop")) not served"
        }
        let now = timed.current.map {
            " (current plan: \(Formatting.distance(current?.reduce(0) { $0 + $1.length } ?? 0)), \(text($0)))"
        }
        return text(timed.days) + (now ?? "")
    }

    static func duration(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// A day's clock in `--json`: times as `HH:MM` (past midnight they keep counting, as in `trip schedule`).
    struct ClockJSON: Encodable {
        let date: String?
        let travelMinutes: Int
        let firstArrival: String?
        let end: String
        let arrivals: [String]
        let unserved: [UnservedJSON]

        init(_ day: TimedDaySummary) {
            date = day.date?.description
            travelMinutes = day.travelMinutes
            firstArrival = day.firstArrival.map(TimeOfDay.format(minutes:))
            end = TimeOfDay.format(minutes: day.end)
            arrivals = day.arrivals.map(TimeOfDay.format(minutes:))
            unserved = day.unserved.map(UnservedJSON.init)
        }

        enum Keys: String, CodingKey { case date, travelMinutes, firstArrival, end, arrivals, unserved }

        // By hand so missing values are explicit nulls: the keys stay the same for every day.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(date, forKey: .date)
            try container.encode(travelMinutes, forKey: .travelMinutes)
            try container.encode(firstArrival, forKey: .firstArrival)
            try container.encode(end, forKey: .end)
            try container.encode(arrivals, forKey: .arrivals)
            try container.encode(unserved, forKey: .unserved)
        }
    }

    /// An unserved stop in `--json`: its id, name and day, a machine reason and the sentence.
    struct UnservedJSON: Encodable {
        let stopId: String
        let name: String
        let day: Int
        let reason: String
        let message: String

        init(_ stop: UnservedStop) {
            stopId = stop.stopID.lowercasedString
            name = stop.name
            day = stop.day
            reason = stop.reason.kind
            message = stop.reason.words
        }
    }
}
