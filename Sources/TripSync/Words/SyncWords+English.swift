extension SyncWords.English {
    /// Every English word of TripSync.
    static let all: [String: String] = [:]
}
