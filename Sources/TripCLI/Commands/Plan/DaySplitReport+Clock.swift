import TripModel
import TripPlanning

/// What `trip plan days` adds when it plans by the clock: each day's travel time, first arrival, end and
/// the stops it cannot serve, in the tables and in `--json`.
extension DaySplitReport {
    static var clockColumns: [Table.Column] {
        [
            .init(localized("plan.column-travel"), .right), .init(localized("plan.column-first"), .right),
            .init(localized("plan.column-end"), .right), .init(localized("plan.column-not-served"), .right),
        ]

    }

    func clockCells(_ day: TimedDaySummary) -> [String] {
        [
            Self.duration(day.travelMinutes), day.firstArrival.map(TimeOfDay.format(minutes:)) ?? "-",
            TimeOfDay.format(minutes: day.end), String(day.unserved.count),
        ]
    }

    func clockTotalCells(_ timed: TimedDayPlan) -> [String] {
        [Self.duration(timed.travelMinutes), "", "", String(timed.unserved.count)]
    }

    /// `Day 1: 4 stops, 12.5 km, 2026-12-07 Mo, travel 1 h 5 min, 09:20–17:40` (as `trip schedule`).
    func clockHeading(_ day: TimedDaySummary, index: Int, stops: Int, distance: String) -> String {
        let date = day.date.map { ", \($0) \(Weekday($0).shortName)" } ?? ""
        let span = day.firstArrival.map { ", \(TimeOfDay.format(minutes: $0))–\(TimeOfDay.format(minutes: day.end))" }
        return localized(
            "plan.day-clock",
            [
                "day": index + 1, "count": stops, "distance": distance, "date": date,
                "travel": Self.duration(day.travelMinutes), "span": span ?? "",
            ])
    }

    /// `Total: 48.2 km, travel 3 h 10 min, 1 stop not served (current plan: 51.0 km, travel 3 h 40 min)`.
    func clockTotal(_ timed: TimedDayPlan) -> String {
        let text = { (days: [TimedDaySummary]) -> String in
            let missed = days.reduce(0) { $0 + $1.unserved.count }
            let travel = Self.duration(days.reduce(0) { $0 + $1.travelMinutes })
            return missed == 0
                ? localized("plan.clock-travel", ["travel": travel])
                : localized("plan.clock-travel-unserved", ["travel": travel, "count": missed])
        }
        let distance = Formatting.distance(plan.total)
        guard let now = timed.current else {
            return localized("plan.total-clock", ["distance": distance, "clock": text(timed.days)])
        }
        return localized(
            "plan.total-clock-current",
            [
                "distance": distance, "clock": text(timed.days),
                "current": Formatting.distance(current?.reduce(0) { $0 + $1.length } ?? 0), "currentClock": text(now),
            ])
    }

    static func duration(_ minutes: Int) -> String {
        minutes < 60
            ? localized("schedule.minutes", ["minutes": minutes])
            : localized("schedule.hours-minutes", ["hours": minutes / 60, "minutes": minutes % 60])
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
            // Scripts read the JSON, so its sentence stays in English whatever the language of the command.
            message = Language.$current.withValue(.english) { stop.reason.words }
        }
    }
}
