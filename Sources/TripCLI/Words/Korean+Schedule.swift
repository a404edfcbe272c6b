extension CLIWords.Korean {
    /// Korean words of the schedule commands (the keys of English.schedule).
    static let schedule: [String: String] = [:]
}
