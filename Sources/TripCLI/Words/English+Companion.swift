extension CLIWords.English {
    /// English words of the companion commands.
    static let companion: [String: String] = [:]
}
