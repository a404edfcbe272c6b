import TripModel

/// What `trip route --optimize` tells the user about the trip's days, on stderr.
extension RouteCommand {
    /// Days that kept their order, stops without a day that stayed put, days that were mixed up before the
    /// optimization by days, or that `--ignore-days` mixes up.
    static func dayNotes(_ result: RouteReport, _ choices: RouteChoices, _ context: CommandContext) {
        let plan = result.plan
        guard result.days.isEmpty else {
            for day in result.days { if let kept = day.kept { context.note(kept) } }
            let undated = plan.stops.filter { $0.day == nil }.count
            if undated > 0 {
                let stops =
                    undated == 1
                    ? "1 stop without a day keeps its position" : "\(undated) stops without a day keep their positions"
                context.note("\(stops); --ignore-days reorders all stops as one route.")
            }
            if plan.daysInterleave(plan.currentOrder) {
                context.note(
                    "The days are mixed up in the current order, so each day was reordered among its own positions; "
                        + "'trip stop move' or 'trip plan days N --apply' groups them.")
            }
            return
        }
        if choices.ignoresDays, result.order != plan.currentOrder, plan.daysInterleave(result.order) {
            context.note(
                "This order mixes the days: the stops keep their day, so a day no longer forms one block; "
                    + "'trip plan days N --apply' plans the days again.")
        }
    }
}
