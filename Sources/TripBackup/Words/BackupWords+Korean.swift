extension BackupWords.Korean {
    /// Every Korean word of TripBackup (the keys of `English.all`).
    static let all: [String: String] = [:]
}
