extension CLIWords.English {
    /// English words of the day commands.
    static let day: [String: String] = [:]
}
