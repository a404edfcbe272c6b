extension CLIWords.English {
    /// English words of the plan commands.
    static let plan: [String: String] = [:]
}
