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
            context.print(
                "Not on any day: " + schedule.unscheduled.map { "\($0.position). \($0.name)" }.joined(separator: ", "))
        }
        context.print("")
        context.print("Note: travel times are estimates from straight-line distance, detour and speed per mode.")
    }

    private func write(_ day: DaySchedule, to context: CommandContext) {
        context.print("")
        var title = "Day \(day.day)"
        if let date = day.date { title += " · \(date) \(Weekday(date).abbreviation)" }
        title += " · \(time(day.start))–\(time(day.end))"
        if let end = day.latestEnd { title += " (end by \(time(end)))" }
        context.print(title)
        var table = Table([
            .init("TIME", .right), .init("PLACE", flexible: true), .init("LEG"), .init("WAIT", .right),
            .init("STAY", .right), .init("LEAVE", .right),
        ])
        if let lodging = day.startLodging {
            table.append([time(day.start), lodging.name, "", "", "", time(day.start)])
        }
        for visit in day.visits {
            table.append([
                time(visit.arrival + visit.wait), "\(visit.stop.position). \(visit.stop.name)",
                visit.leg.map(legText) ?? "", visit.wait > 0 ? "\(visit.wait) min" : "", "\(visit.stay) min",
                time(visit.departure),
            ])
        }
        if let lodging = day.endLodging, let leg = day.returnLeg {
            table.append([time(day.end), lodging.name, legText(leg), "", "", ""])
        }
        context.printTable(table)
        var totals = "Travel \(duration(day.travelMinutes)) · walking \(Formatting.distance(day.walkingMeters))"
        let taxi = taxiFare(day)
        if taxi > 0 { totals += " · taxi \(money(taxi))" }
        context.print(totals)
        for warning in day.allWarnings { context.print("Warning: \(warning.message)") }
    }

    private func legText(_ leg: LegEstimate) -> String {
        "\(leg.mode.rawValue) \(Formatting.distance(leg.roadMeters)) \(leg.minutes) min"
    }

    func time(_ minutes: Int) -> String { TimeOfDay.format(minutes: minutes) }

    private func duration(_ minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
