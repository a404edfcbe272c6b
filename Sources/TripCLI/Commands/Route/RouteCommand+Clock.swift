import TripPlanning

extension RouteCommand {
    /// What the clock-aware search did, on standard error beside the usual route output.
    static func clockNotes(_ days: [RoutePlan.ClockDay], _ context: CommandContext) {
        context.note(localized("route.clock-ordered"))
        for day in days {
            context.note(
                localized(
                    "route.clock-day-travel",
                    ["day": day.day, "before": day.previousTravelMinutes, "after": day.travelMinutes]))
            if !day.unserved.isEmpty {
                let stops = day.unserved.map { "'\($0)'" }.joined(separator: ", ")
                context.note(localized("route.clock-day-unserved", ["day": day.day, "stops": stops]))
            }
            if day.runsLate { context.note(localized("route.clock-day-late", ["day": day.day])) }
        }
    }
}
