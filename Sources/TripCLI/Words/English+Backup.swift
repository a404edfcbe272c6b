extension CLIWords.English {
    /// English words of the backup commands.
    static let backup: [String: String] = [:]
}
