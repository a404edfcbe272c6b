extension CLIWords.Korean {
    /// Korean words of the stop commands (the keys of English.stop).
    static let stop: [String: String] = [:]
}
