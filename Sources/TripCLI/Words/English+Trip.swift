extension CLIWords.English {
    /// English words of the trip commands.
    static let trip: [String: String] = [:]
}
