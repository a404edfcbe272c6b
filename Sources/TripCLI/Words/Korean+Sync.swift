extension CLIWords.Korean {
    /// Korean words of the sync commands (the keys of English.sync).
    static let sync: [String: String] = [:]
}
