extension CLIWords.English {
    /// English words of the stop commands.
    static let stop: [String: String] = [:]
}
