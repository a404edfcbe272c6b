extension CLIWords.English {
    /// English words of the costs commands.
    static let costs: [String: String] = [:]
}
