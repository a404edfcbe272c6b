extension StoreWords.Korean {
    /// Every Korean word of TripStore (the keys of `English.all`).
    static let all: [String: String] = [:]
}
