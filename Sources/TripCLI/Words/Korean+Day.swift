extension CLIWords.Korean {
    /// Korean words of the day commands (the keys of English.day).
    static let day: [String: String] = [:]
}
