extension CLIWords.Korean {
    /// Korean words of the plan commands (the keys of English.plan).
    static let plan: [String: String] = [:]
}
