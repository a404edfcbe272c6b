extension FormatWords.English {
    /// Every English word of TripFormats.
    static let all: [String: String] = [:]
}
