extension BackupWords.English {
    /// Every English word of TripBackup.
    static let all: [String: String] = [:]
}
