import TripPlanning

/// The words and exit codes of planning's errors: planning states facts, the command line says them.
extension PlanningError: CommandLineReportable {
    var exitCode: Int32 {
        switch self {
        case .engineRejected, .constraintBroken: ExitCode.failure
        default: ExitCode.dataError
        }
    }

    var message: String {
        switch self {
        case .noCoordinate(let position, let name):
            return "stop \(position) '\(name)' has no valid coordinate"
        case .engineRejected(let reason):
            return "the route engine rejected the request: \(reason)"
        case .constraintBroken(let order):
            return "the route engine returned an order that breaks a constraint: \(order)"
        case .noStopsToPlan(let trip, let besidesBase):
            let what = besidesBase ? " besides its base" : ""
            return "'\(trip)' has no stops\(what) to plan; add some with 'trip stop add'"
        case .tooFewStops(let trip, let stops, let days, let besidesBase):
            let what = besidesBase ? " besides its base" : ""
            return "'\(trip)' has \(plural(stops, "stop"))\(what), too few for \(plural(days, "day")); "
                + "plan at most \(plural(stops, "day"))"
        case .tooManyStops(let trip, let stops, let maximum):
            return "'\(trip)' has \(stops) stops; plan days handles up to \(maximum) at a time"
        case .lockedBeyondPlan(let position, let name, let day, let dayCount):
            return
                ("stop \(position) '\(name)' is locked on day \(day) but the plan has \(plural(dayCount, "day")); "
                + "unlock it ('trip stop unlock') or plan \(day) days")
        }
    }
}
