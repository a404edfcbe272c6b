extension CLIWords.English {
    /// English words of the schedule commands.
    static let schedule: [String: String] = [:]
}
