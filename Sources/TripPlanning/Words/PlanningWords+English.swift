extension PlanningWords.English {
    /// Every English word of TripPlanning.
    static let all: [String: String] = [:]
}
