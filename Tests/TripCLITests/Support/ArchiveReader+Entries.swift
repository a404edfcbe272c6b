import TripBackup

extension ArchiveReader {
    /// Reads every entry, for tests.
    func entries() throws -> [ArchiveEntry] {
        var entries: [ArchiveEntry] = []
        while let entry = try next() { entries.append(entry) }
        return entries
    }
}
