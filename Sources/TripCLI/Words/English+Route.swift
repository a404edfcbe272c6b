extension CLIWords.English {
    /// English words of the route commands.
    static let route: [String: String] = [:]
}
