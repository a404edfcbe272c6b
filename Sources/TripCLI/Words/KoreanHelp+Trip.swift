extension CLIWords.KoreanHelp {
    /// Korean help of the trip commands, keyed by the English declared with them.
    static let trip: [String: String] = [:]
}
