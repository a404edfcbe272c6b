import Foundation

/// The invariants of a trip document, checked when one is decoded and before one is stored.
public enum TripRules {
    /// What is wrong with a trip, and where.
    public struct Violation: Equatable, Sendable {
        /// The trip's field at fault (`stops`, `companions`, `endDate`…).
        public let field: String
        /// The index in that list, when the fault is one element.
        public let index: Int?
        public let message: String
    }

    /// The most stops one trip may hold; protects memory and the route solver from absurd input.
    public static let maximumStops = 10_000

    /// The first broken invariant, or nil when the trip is valid.
    public static func violation(in trip: Trip) -> Violation? {
        if trip.name.count > 500 {
            return Violation(field: "name", index: nil, message: "the name is over 500 characters")
        }
        if let start = trip.startDate, let end = trip.endDate, end < start {
            return Violation(
                field: "endDate", index: nil, message: "the end date \(end) is before the start date \(start)")
        }
        if trip.status == .finished, trip.finishedAt == nil {
            return Violation(field: "finishedAt", index: nil, message: "a finished trip needs finishedAt")
        }
        return stopViolation(trip.stops) ?? companionViolation(trip.companions) ?? expenseViolation(trip.expenses)
            ?? scheduleViolation(trip)
    }

    static func stopViolation(_ stops: [Stop]) -> Violation? {
        if stops.count > maximumStops {
            return Violation(field: "stops", index: nil, message: "more than \(maximumStops) stops")
        }
        var seen = Set<UUID>()
        for (index, stop) in stops.enumerated() {
            if stop.position != index + 1 {
                return Violation(
                    field: "stops", index: index,
                    message: "position \(stop.position) should be \(index + 1): positions run 1…n in order")
            }
            if !seen.insert(stop.id).inserted {
                return Violation(field: "stops", index: index, message: "stop id \(stop.id) appears twice")
            }
            if let problem = StopRules.problem(
                name: stop.name, latitude: stop.latitude, longitude: stop.longitude, day: stop.day)
            {
                return Violation(field: "stops", index: index, message: problem)
            }
            if let stay = stop.stayMinutes, let problem = StopRules.stayProblem(stay) {
                return Violation(field: "stops", index: index, message: problem)
            }
        }
        return nil
    }

    static func companionViolation(_ companions: [Companion]) -> Violation? {
        var ids = Set<UUID>()
        var names = Set<String>()
        for (index, companion) in companions.enumerated() {
            if !ids.insert(companion.id).inserted {
                return Violation(
                    field: "companions", index: index, message: "companion id \(companion.id) appears twice")
            }
            if !names.insert(Companion.normalize(companion.name)).inserted {
                return Violation(
                    field: "companions", index: index, message: "companion '\(companion.name)' appears twice")
            }
        }
        return nil
    }

    static func expenseViolation(_ expenses: [Expense]) -> Violation? {
        var ids = Set<UUID>()
        for (index, expense) in expenses.enumerated() where !ids.insert(expense.id).inserted {
            return Violation(field: "expenses", index: index, message: "expense id \(expense.id) appears twice")
        }
        return nil
    }
}
