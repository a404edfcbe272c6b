import TripPlanning

extension RouteCommand {
    /// What the clock-aware search did, on standard error beside the usual route output.
    static func clockNotes(_ days: [RoutePlan.ClockDay], _ context: CommandContext) {
        context.note(
            "Ordered by estimated travel time so each stop is reached within its opening hours and by its "
                + "fixed arrival (see 'trip schedule').")
        for day in days {
            context.note("Day \(day.day): travel \(day.previousTravelMinutes) → \(day.travelMinutes) min.")
            if !day.unserved.isEmpty {
                context.note(
                    "Day \(day.day): no order found reaches "
                        + day.unserved.map { "'\($0)'" }.joined(separator: ", ")
                        + " within its hours; this order serves the most stops it can.")
            }
            if day.runsLate { context.note("Day \(day.day): every order found runs past the day's end.") }
        }
    }
}
