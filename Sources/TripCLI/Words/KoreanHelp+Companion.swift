extension CLIWords.KoreanHelp {
    /// Korean help of the companion commands, keyed by the English declared with them.
    static let companion: [String: String] = [:]
}
