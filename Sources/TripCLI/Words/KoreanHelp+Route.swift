extension CLIWords.KoreanHelp {
    /// Korean help of the route commands, keyed by the English declared with them.
    static let route: [String: String] = [:]
}
