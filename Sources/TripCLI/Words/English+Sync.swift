extension CLIWords.English {
    /// English words of the sync commands.
    static let sync: [String: String] = [:]
}
