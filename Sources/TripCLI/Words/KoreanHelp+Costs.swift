extension CLIWords.KoreanHelp {
    /// Korean help of the costs commands, keyed by the English declared with them.
    static let costs: [String: String] = [:]
}
