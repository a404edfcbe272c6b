extension ModelWords.Korean {
    /// Korean words of TripModel's spots (error messages and labels).
    static let spots: [String: String] = [:]
}
