import Foundation
import TripStore

/// The backup written before a replacing restore, so that replacing the wrong database is undoable.
///
/// Kept in `safety-backups/` beside the database; only the newest `keep` are retained.
public enum SafetyBackup {
    /// The folder's name inside the data directory.
    public static let folderName = "safety-backups"

    /// Writes a tar.gz of the whole database and prunes older safety backups.
    /// - Parameters:
    ///   - database: the database about to be replaced.
    ///   - directory: the data directory (the database's folder).
    ///   - date: now, injected for tests.
    ///   - keep: how many safety backups to retain.
    /// - Returns: the new backup's path.
    @discardableResult
    public static func write(
        database: Database, directory: String, generator: String, date: Date, keep: Int = 5
    ) throws -> String {
        let folder = "\(directory)/\(folderName)"
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw BackupError.io(file: folder, message: "cannot create the safety backup folder")
        }
        var name = BackupLayout.defaultFileName(at: date, format: .tarGzip)
        name = name.replacingOccurrences(of: "trip-backup-", with: "trip-safety-")
        let path = "\(folder)/\(name)"
        _ = try BackupCreator(database: database, generator: generator).create(
            at: path, format: .tarGzip, overwrite: true)
        try prune(folder: folder, keep: keep)
        return path
    }

    /// Removes all but the newest `keep` safety backups (names sort by time).
    static func prune(folder: String, keep: Int) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let backups = names.filter { $0.hasPrefix("trip-safety-") && $0.hasSuffix(".tar.gz") }.sorted()
        for old in backups.dropLast(max(keep, 1)) {
            try? FileManager.default.removeItem(atPath: "\(folder)/\(old)")
        }
    }
}
