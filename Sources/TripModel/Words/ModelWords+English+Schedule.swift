extension ModelWords.English {
    /// English words of TripModel's schedule (error messages and labels).
    static let schedule: [String: String] = [:]
}
