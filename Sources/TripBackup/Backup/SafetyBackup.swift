import Foundation
import TripModel
import TripStore

#if canImport(Glibc)
    import Glibc
#endif

/// The copy of the local data a restore keeps before it updates or removes anything, so that any
/// restore (a merge too) can be undone by restoring the copy with `--replace`.
///
/// Copies live in `safety-backups/` beside the database and are named after it, to the
/// millisecond and with a counter: `trip.sqlite.safety-20261130T130650.123Z-1.tar.gz`. The name is
/// taken with `link(2)`, so two restores in the same millisecond, or two databases sharing a folder,
/// never overwrite each other. Only the newest `keep` copies of the same database are retained, and
/// only after a restore committed: a failed attempt neither leaves a copy nor removes one.
public struct SafetyBackup: Sendable {
    /// The folder's name inside the database's folder.
    public static let folderName = "safety-backups"
    /// Where the copies go.
    public let folder: String
    /// The database file's name; every copy's name starts with it.
    public let databaseName: String
    /// Recorded in each copy's manifest, e.g. `trip 0.1.0`.
    public let generator: String
    /// How many copies of this database to retain.
    public let keep: Int

    /// Describes where copies of the database at `databasePath` go.
    /// - Parameters:
    ///   - databasePath: the database file.
    ///   - directory: the absolute folder holding it.
    ///   - generator: recorded in each copy's manifest.
    ///   - keep: how many copies of this database to retain (at least 1).
    public init(databasePath: String, directory: String, generator: String, keep: Int = 5) {
        folder = "\(directory)/\(Self.folderName)"
        databaseName = URL(fileURLWithPath: databasePath).lastPathComponent
        self.generator = generator
        self.keep = max(keep, 1)
    }

    /// The name of one copy: the database's name, the time in compact ISO-8601 and a counter.
    public func fileName(at time: Timestamp, counter: Int) -> String {
        let stamp = time.description.filter { $0 != "-" && $0 != ":" }
        return "\(databaseName).safety-\(stamp)-\(counter).tar.gz"
    }

    /// Writes the committed state of `database` (what it held before the caller's open write
    /// transaction) under a name no other copy has.
    /// - Parameters:
    ///   - database: the database whose write transaction is open and not yet committed.
    ///   - time: now; the name carries it.
    /// - Returns: the copy's path.
    /// - Throws: `BackupError.safetyBackup` naming the folder or file.
    public func write(committedStateOf database: Database, at time: Timestamp) throws -> String {
        let previousMask = umask(0o077)
        defer { umask(previousMask) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BackupError.safetyBackup(file: folder, message: localized("backup.safety-folder"))
        }
        let reader = try database.committedStateReader()
        let creator = BackupCreator(database: reader, generator: generator)
        // The counter starts above every copy of this millisecond, so a new copy always sorts
        // after the older ones (a pruned low number is not reused), and climbs when another
        // process takes the name first; 1,000 of those would mean something else is wrong.
        let stamp = fileName(at: time, counter: 1).dropLast("1.tar.gz".count)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let highest = names.filter { $0.hasPrefix(stamp) }.compactMap { sortKey($0)?.counter }.max() ?? 0
        for counter in (highest + 1)...(highest + 1000) {
            let path = "\(folder)/\(fileName(at: time, counter: counter))"
            do {
                _ = try creator.create(at: path, format: .tarGzip, overwrite: false)
                return path
            } catch BackupError.outputExists {
                continue
            } catch let error as BackupError {
                throw BackupError.safetyBackup(file: path, message: Self.reason(error))
            }
        }
        throw BackupError.safetyBackup(file: folder, message: localized("backup.safety-no-name"))
    }

    /// Removes all but the newest `keep` copies of this database; other databases' copies and
    /// files of any other shape are left alone.
    public func prune() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var copies: [(name: String, stamp: String, counter: Int)] = []
        for name in names {
            guard let key = sortKey(name) else { continue }
            copies.append((name, key.stamp, key.counter))
        }
        copies.sort { ($0.stamp, $0.counter) < ($1.stamp, $1.counter) }
        for (name, _, _) in copies.dropLast(keep) {
            unlink("\(folder)/\(name)")
        }
    }

    /// The time stamp and counter of one of this database's copies, or nil for any other file.
    func sortKey(_ name: String) -> (stamp: String, counter: Int)? {
        let prefix = "\(databaseName).safety-"
        let suffix = ".tar.gz"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = middle.split(separator: "-")
        // `20261130T130650.123Z` is always 20 characters for years 1000…9999, so text order is time order.
        guard parts.count == 2, parts[0].count == 20, parts[0].hasSuffix("Z"), let counter = Int(parts[1]),
            counter > 0
        else { return nil }
        return (String(parts[0]), counter)
    }

    private static func reason(_ error: BackupError) -> String {
        switch error {
        case let .io(_, message): message
        case let .archive(_, _, message): message
        default: error.description
        }
    }
}
