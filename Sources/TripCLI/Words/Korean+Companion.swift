extension CLIWords.Korean {
    /// Korean words of the companion commands (the keys of English.companion).
    static let companion: [String: String] = [:]
}
