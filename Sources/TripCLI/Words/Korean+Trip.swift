extension CLIWords.Korean {
    /// Korean words of the trip commands (the keys of English.trip).
    static let trip: [String: String] = [:]
}
