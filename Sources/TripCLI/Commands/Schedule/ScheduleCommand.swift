import TripModel
import TripPlanning

/// `trip schedule [TRIP] [--day D] [--json]`: each day as a timeline from its lodging back to it.
enum ScheduleCommand {
    static let spec = CommandSpec(
        name: "schedule", abstract: "Show each day as a timeline: legs, arrivals, waiting, stays, warnings.",
        discussion: """
            A day leaves its lodging at its start (09:00 unless 'trip day set' says otherwise), visits its stops
            in trip order and returns to its lodging. At each stop it waits for a fixed --arrive time and for
            opening time, then stays (60 minutes unless --stay says otherwise). Warnings: a stop reached while
            closed or on a day it is closed, a fixed arrival that cannot be met, a stay past closing time, a
            day that runs past its end. A day's date is the trip's start date + day − 1; without a start date
            hours that differ by weekday are not checked. Travel times are estimates (see 'trip edit --help');
            taxi legs are priced with the fare model at their departure time.
            """,
        arguments: [ArgumentSpec("trip", "Trip name or id (default: the current trip)", optional: true)],
        options: [day.spec, taxi.spec, model.spec, Flag.json.spec],
        run: run)

    static let day = Option.day("Only day D")
    static let taxi = Option<String>(
        "taxi", "NAME",
        "Built-in tariff for taxi legs: mid or seoul (default), deluxe or seoul-deluxe, busan, daegu, incheon, "
            + "gwangju, daejeon, jeju")
    static let model = Option<String>("model", "FILE", "A fare model JSON file for taxi legs instead")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let day = try arguments[Self.day]
        let model = try FareOptions.model(arguments, taxi: Self.taxi, model: Self.model)
        let json = arguments[Flag.json]
        let trip = try context.database().read { try context.loadTrip(arguments.positional(0), in: $0) }
        let schedule = TripScheduler.schedule(trip, onlyDay: day)
        if let day, schedule.days.isEmpty {
            throw CLIError.dataError(localized("schedule.no-stops-on-day", ["trip": trip.name, "day": day]))
        }
        let report = ScheduleReport(trip: trip, schedule: schedule, model: model)
        if json { return try context.printJSON(report.document) }
        report.write(to: context)
    }
}
