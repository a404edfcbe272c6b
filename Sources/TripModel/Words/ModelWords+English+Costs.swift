extension ModelWords.English {
    /// English words of TripModel's costs (error messages and labels).
    static let costs: [String: String] = [:]
}
