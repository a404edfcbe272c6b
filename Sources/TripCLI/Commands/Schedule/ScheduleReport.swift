import Foundation
import TripModel
import TripPlanning

/// How `trip schedule` shows a schedule: timelines for people, JSON for scripts.
struct ScheduleReport {
    let trip: Trip
    let schedule: TripSchedule
    let model: FareModel

    /// The taxi fare of a leg leaving at `departure` (minutes since the day's midnight), else 0.
    func fare(_ leg: LegEstimate, departure: Int) -> Int64 {
        guard leg.mode == .taxi, let time = TimeOfDay(minutes: departure % TimeOfDay.minutesPerDay) else { return 0 }
        return model.quote(roadMeters: leg.roadMeters, departure: time).fare
    }

    func taxiFare(_ day: DaySchedule) -> Int64 {
        day.legs.reduce(0) { $0 + fare($1.leg, departure: $1.departure) }
    }

    func money(_ amount: Int64) -> String { CostCommandSupport.money(amount, model.currency) }

    func write(to context: CommandContext) {
        context.print("\(trip.name) (\(schedule.timeZone.identifier))")
        for day in schedule.days { write(day, to: context) }
        if !schedule.unscheduled.isEmpty {
            context.print("")
            let stops = schedule.unscheduled.map { "\($0.position). \($0.name)" }.joined(separator: ", ")
            context.print(localized("schedule.not-on-any-day", ["stops": stops]))
        }
        context.print("")
        context.print(localized("schedule.estimates-note"))
    }

    private func write(_ day: DaySchedule, to context: CommandContext) {
        context.print("")
        context.print(title(day))
        var table = Table([
            .init(localized("schedule.column-time"), .right), .init(localized("schedule.column-place"), flexible: true),
            .init(localized("schedule.column-leg")), .init(localized("schedule.column-wait"), .right),
            .init(localized("schedule.column-stay"), .right), .init(localized("schedule.column-leave"), .right),
        ])
        if let lodging = day.startLodging {
            table.append([time(day.start), lodging.name, "", "", "", time(day.start)])
        }
        for visit in day.visits {
            table.append([
                time(visit.arrival + visit.wait), "\(visit.stop.position). \(visit.stop.name)",
                visit.leg.map(legText) ?? "", visit.wait > 0 ? minutes(visit.wait) : "", minutes(visit.stay),
                time(visit.departure),
            ])
        }
        if let lodging = day.endLodging, let leg = day.returnLeg {
            table.append([time(day.end), lodging.name, legText(leg), "", "", ""])
        }
        context.printTable(table)
        let taxi = taxiFare(day)
        let totals: [String: any CustomStringConvertible] = [
            "travel": duration(day.travelMinutes), "walking": Formatting.distance(day.walkingMeters),
            "fare": money(taxi),
        ]
        context.print(taxi > 0 ? localized("schedule.totals-taxi", totals) : localized("schedule.totals", totals))
        for warning in day.allWarnings { context.print(localized("schedule.warning", ["message": warning.message])) }
    }

    /// `Day 2 · 2026-05-02 Sa · 09:00–18:40 (end by 20:00)`.
    private func title(_ day: DaySchedule) -> String {
        var arguments: [String: any CustomStringConvertible] = [
            "day": day.day, "start": time(day.start), "end": time(day.end),
        ]
        if let latest = day.latestEnd { arguments["latest"] = time(latest) }
        guard let date = day.date else {
            return day.latestEnd == nil
                ? localized("schedule.day", arguments) : localized("schedule.day-end-by", arguments)
        }
        arguments["date"] = date
        arguments["weekday"] = Weekday(date).shortName
        return day.latestEnd == nil
            ? localized("schedule.day-dated", arguments) : localized("schedule.day-dated-end-by", arguments)
    }

    private func legText(_ leg: LegEstimate) -> String {
        localized(
            "schedule.leg",
            ["mode": leg.mode.rawValue, "distance": Formatting.distance(leg.roadMeters), "minutes": leg.minutes])
    }

    private func minutes(_ minutes: Int) -> String { localized("schedule.minutes", ["minutes": minutes]) }

    func time(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }

    private func duration(_ minutes: Int) -> String {
        minutes < 60
            ? localized("schedule.minutes", ["minutes": minutes])
            : localized("schedule.hours-minutes", ["hours": minutes / 60, "minutes": minutes % 60])
    }
}
