extension FormatWords.Korean {
    /// Every Korean word of TripFormats (the keys of `English.all`).
    static let all: [String: String] = [:]
}
