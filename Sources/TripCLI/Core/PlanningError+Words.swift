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
            localized("planning-error.no-coordinate", ["position": position, "name": name])
        case .engineRejected(let reason):
            localized("planning-error.engine-rejected", ["reason": reason.words])
        case .constraintBroken(let order):
            localized("planning-error.constraint-broken", ["order": "\(order)"])
        case .noStopsToPlan(let trip, let besidesBase):
            besidesBase
                ? localized("planning-error.no-stops-besides-base", ["trip": trip])
                : localized("planning-error.no-stops", ["trip": trip])
        case .tooFewStops(let trip, let stops, let days, let besidesBase):
            besidesBase
                ? localized("planning-error.too-few-stops-besides-base", ["trip": trip, "stops": stops, "days": days])
                : localized("planning-error.too-few-stops", ["trip": trip, "stops": stops, "days": days])
        case .tooManyStops(let trip, let stops, let maximum):
            localized("planning-error.too-many-stops", ["trip": trip, "stops": stops, "maximum": maximum])
        case .lockedBeyondPlan(let position, let name, let day, let dayCount):
            localized(
                "planning-error.locked-beyond-plan", ["position": position, "name": name, "day": day, "days": dayCount])
        }
    }
}
