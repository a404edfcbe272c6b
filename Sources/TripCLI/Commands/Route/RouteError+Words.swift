import TripGeo

/// The route engine's refusals in the language of the command. TripGeo sits below the catalogue and
/// describes them in English; these give the same sentences from the route words.
extension RouteError {
    var words: String {
        switch self {
        case let .invalidCost(from, to):
            localized("route-error.invalid-cost", ["from": from, "to": to])
        case let .indexOutOfRange(index):
            localized("route-error.index-out-of-range", ["place": index])
        case let .invalidPosition(node, position):
            localized("route-error.invalid-position", ["place": node, "position": position])
        case let .conflictingConstraint(node):
            localized("route-error.conflicting-constraint", ["place": node])
        case let .countMismatch(places, stays, windowLists):
            localized("route-error.count-mismatch", ["places": places, "stays": stays, "windows": windowLists])
        case let .invalidStay(place):
            localized("route-error.invalid-stay", ["place": place])
        case let .invalidWindow(place):
            localized("route-error.invalid-window", ["place": place])
        case .invalidTime:
            localized("route-error.invalid-time")
        case .notAPermutation:
            localized("route-error.not-a-permutation")
        }
    }
}

extension DayPlanError {
    /// Days in the sentences count from 1, as the user numbers them.
    var words: String {
        switch self {
        case let .invalidDayCount(days, stopCount):
            localized(
                "day-plan-error.invalid-day-count", ["days": days, "stops": stopCount, "most": max(1, stopCount)])
        case let .invalidPlace(index):
            localized("day-plan-error.invalid-place", ["place": index])
        case let .baseIsAStop(index):
            localized("day-plan-error.base-is-a-stop", ["place": index])
        case let .endsCount(count, dayCount):
            localized("day-plan-error.ends-count", ["count": count, "days": dayCount])
        case let .invalidFixedDay(stop, day):
            localized("day-plan-error.invalid-fixed-day", ["stop": stop, "day": day + 1])
        case let .infeasible(day, fixed):
            localized("day-plan-error.infeasible", ["day": day + 1, "fixed": fixed])
        case let .invalidCost(from, to):
            localized("route-error.invalid-cost", ["from": from, "to": to])
        case let .route(error):
            error.words
        }
    }
}
