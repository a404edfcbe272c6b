extension SyncWords.Korean {
    /// Every Korean word of TripSync (the keys of `English.all`).
    static let all: [String: String] = [:]
}
