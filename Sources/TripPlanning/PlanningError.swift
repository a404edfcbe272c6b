public import TripGeo

/// What trip-level planning refuses or fails at. The cases carry facts, not sentences: the command line
/// words them and picks the exit code, so planning stays free of one language and of one front end.
public enum PlanningError: Error, Sendable, Equatable {
    /// A stop has no valid coordinate, so no distance to or from it can be measured.
    case noCoordinate(position: Int, name: String)
    /// The route engine refused the request; the payload is the engine's own reason, which the command
    /// line words in the user's language (TripGeo's descriptions are English only).
    case engineRejected(RouteError)
    /// The engine answered with an order that breaks a lock or a kept end. Refused, so an engine bug can
    /// never reorder locked stops in the database.
    case constraintBroken(order: [Int])
    /// `plan days` has nothing to distribute; `besidesBase` when every stop is a base.
    case noStopsToPlan(trip: String, besidesBase: Bool)
    /// `plan days` was asked for more days than there are stops to put on them.
    case tooFewStops(trip: String, stops: Int, days: Int, besidesBase: Bool)
    /// `plan days` keeps its matrix and search small; see ``DaySplitSetup/maximumStops``.
    case tooManyStops(trip: String, stops: Int, maximum: Int)
    /// A stop locked on a day the plan does not have.
    case lockedBeyondPlan(position: Int, name: String, day: Int, dayCount: Int)
}
