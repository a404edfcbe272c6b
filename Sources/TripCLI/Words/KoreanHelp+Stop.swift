extension CLIWords.KoreanHelp {
    /// Korean help of the stop commands, keyed by the English declared with them.
    static let stop: [String: String] = [:]
}
