extension CLIWords.KoreanHelp {
    /// Korean help of the backup commands, keyed by the English declared with them.
    static let backup: [String: String] = [:]
}
