/// What `trip route` was asked to optimize.
public struct RouteChoices: Sendable {
    /// The first stop (of the trip, or of the day with `day`) keeps its position.
    public var keepsStart = true
    /// The last stop (of the trip, or of the day) keeps its position.
    public var keepsEnd = false
    public var roundTrip = false
    public var day: Int?
    /// One route across all stops, as if the trip had no days.
    public var ignoresDays = false
    public var timeLimit: Duration = .seconds(1)
    public var seed: UInt64 = 1

    public init() {}
}
