import TripPlanning

/// The words and exit codes of planning's errors: planning states facts, the command line says them.
extension PlanningError {
    var cliError: CLIError {
        switch self {
        case .noCoordinate(let position, let name):
            return .dataError("stop \(position) '\(name)' has no valid coordinate")
        case .engineRejected(let reason):
            return .failure("the route engine rejected the request: \(reason)")
        case .constraintBroken(let order):
            return .failure("the route engine returned an order that breaks a constraint: \(order)")
        case .noStopsToPlan(let trip, let besidesBase):
            let what = besidesBase ? " besides its base" : ""
            return .dataError("'\(trip)' has no stops\(what) to plan; add some with 'trip stop add'")
        case .tooFewStops(let trip, let stops, let days, let besidesBase):
            let what = besidesBase ? " besides its base" : ""
            return .dataError(
                "'\(trip)' has \(plural(stops, "stop"))\(what), too few for \(plural(days, "day")); "
                    + "plan at most \(plural(stops, "day"))")
        case .tooManyStops(let trip, let stops, let maximum):
            return .dataError("'\(trip)' has \(stops) stops; plan days handles up to \(maximum) at a time")
        case .lockedBeyondPlan(let position, let name, let day, let dayCount):
            return .dataError(
                "stop \(position) '\(name)' is locked on day \(day) but the plan has \(dayCount) days; "
                    + "unlock it ('trip stop unlock') or plan \(day) days")
        }
    }
}
