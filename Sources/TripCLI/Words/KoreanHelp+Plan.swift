extension CLIWords.KoreanHelp {
    /// Korean help of the plan commands, keyed by the English declared with them.
    static let plan: [String: String] = [:]
}
