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
            context.note(
                "This order mixes the days: the stops keep their day, so a day no longer forms one block; "
                    + "'trip plan days N --apply' plans the days again.")
        }
    }

    /// After an optimization by days: days that kept their order, stops without a day that stayed put, and
    /// days that were already mixed up, so the user is not surprised that they still are.
    private static func byDaysNotes(_ result: RouteReport, _ context: CommandContext) {
        let plan = result.plan
        for day in result.days where day.keptOrder {
            context.note(
                "Day \(day.day) keeps its order: the route found is shorter overall but makes the day longer; "
                    + "--day \(day.day) takes it.")
        }
        let undated = plan.stops.filter { $0.day == nil }.map(\.name)
        if let only = undated.first, undated.count == 1 {
            context.note("'\(only)' has no day, so it keeps its position.")
        } else if undated.count > 1 {
            context.note("\(undated.count) stops without a day keep their positions.")
        }
        if plan.daysInterleave(plan.currentOrder) {
            context.note(
                "The days are mixed up in the current order, so each day was reordered among its own positions; "
                    + "'trip stop move' or 'trip plan days N --apply' groups them.")
        }
    }
}
