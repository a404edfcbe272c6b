extension CLIWords.Korean {
    /// Korean words of the route commands (the keys of English.route).
    static let route: [String: String] = [:]
}
