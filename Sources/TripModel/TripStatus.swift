/// Where a trip is in its life: planned, under way (the current trip), or in the history.
public enum TripStatus: String, Codable, CaseIterable, Sendable {
    case planning
    case traveling
    case finished
}
