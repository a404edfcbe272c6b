extension CLIWords.Korean {
    /// Korean words of the backup commands (the keys of English.backup).
    static let backup: [String: String] = [:]
}
