extension PlanningWords.Korean {
    /// Every Korean word of TripPlanning (the keys of `English.all`).
    static let all: [String: String] = [:]
}
