import TripModel
import TripPlanning

/// What `trip route --optimize` tells the user about the trip's days, on stderr.
extension RouteCommand {
    static func dayNotes(_ result: RouteReport, _ choices: RouteChoices, _ context: CommandContext) {
        if !result.days.isEmpty {
            byDaysNotes(result, context)
        } else if choices.ignoresDays, result.order != result.plan.currentOrder,
            result.plan.daysInterleave(result.order)
        {
            context.note(localized("route.order-mixes-days"))
        }
    }

    /// After an optimization by days: days that kept their order, stops without a day that stayed put, and
    /// days that were already mixed up, so the user is not surprised that they still are.
    private static func byDaysNotes(_ result: RouteReport, _ context: CommandContext) {
        let plan = result.plan
        for day in result.days where day.keptOrder {
            context.note(localized("route.day-kept-order", ["day": day.day]))
        }
        let undated = plan.stops.filter { $0.day == nil }.map(\.name)
        if let only = undated.first, undated.count == 1 {
            context.note(localized("route.undated-one", ["name": only]))
        } else if undated.count > 1 {
            context.note(localized("route.undated-many", ["count": undated.count]))
        }
        if plan.daysInterleave(plan.currentOrder) {
            context.note(localized("route.days-mixed-up"))
        }
    }
}
