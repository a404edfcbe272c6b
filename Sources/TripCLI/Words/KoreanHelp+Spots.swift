extension CLIWords.KoreanHelp {
    /// Korean help of the spots commands, keyed by the English declared with them.
    static let spots: [String: String] = [:]
}
