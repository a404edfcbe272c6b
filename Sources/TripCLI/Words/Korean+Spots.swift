extension CLIWords.Korean {
    /// Korean words of the spots commands (the keys of English.spots).
    static let spots: [String: String] = [:]
}
