extension StoreWords.English {
    /// Every English word of TripStore.
    static let all: [String: String] = [:]
}
