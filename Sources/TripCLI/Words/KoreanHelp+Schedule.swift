extension CLIWords.KoreanHelp {
    /// Korean help of the schedule commands, keyed by the English declared with them.
    static let schedule: [String: String] = [:]
}
