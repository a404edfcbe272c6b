extension ModelWords.English {
    /// English words of TripModel's trips (error messages and labels).
    static let trips: [String: String] = [:]
}
