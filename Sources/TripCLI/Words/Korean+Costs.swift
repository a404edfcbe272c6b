extension CLIWords.Korean {
    /// Korean words of the costs commands (the keys of English.costs).
    static let costs: [String: String] = [:]
}
