extension CLIWords.KoreanHelp {
    /// Korean help of the day commands, keyed by the English declared with them.
    static let day: [String: String] = [:]
}
