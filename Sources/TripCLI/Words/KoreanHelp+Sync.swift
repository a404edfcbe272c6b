extension CLIWords.KoreanHelp {
    /// Korean help of the sync commands, keyed by the English declared with them.
    static let sync: [String: String] = [:]
}
