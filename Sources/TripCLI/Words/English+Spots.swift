extension CLIWords.English {
    /// English words of the spots commands.
    static let spots: [String: String] = [:]
}
