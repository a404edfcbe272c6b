import Foundation
import TripBackup

/// `trip backup …`: back up every trip, verify a backup, restore one (also from 여행가자곰).
enum BackupCommands {
    static let spec = CommandSpec(
        name: "backup", abstract: "Back up your trips, check a backup, restore one.",
        discussion: """
            A backup is a tar.zst (or tar.gz, tar.xz, zip, AES-encrypted zip) of JSON documents with a
            manifest of SHA-256 hashes, checked on every read. Restores also accept a 여행가자곰 backup
            (Trip_yyMMdd_HH.mm.zip or a bare encodedData.json).
            """,
        subcommands: [BackupCreateCommand.spec, BackupVerifyCommand.spec, BackupRestoreCommand.spec])

    static let passphraseFile = Option<String>(
        "passphrase-file", "FILE", "Read the passphrase from FILE (else $TRIP_PASSPHRASE, else a prompt)")

    /// The absolute folder holding the database, where safety backups go: a bare `--db trip.sqlite`
    /// means the working directory, never the filesystem root.
    static func folder(ofDatabase path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// Formats counts as `3 trips, 12 stops` in a fixed order, leaving out zero sections.
    static func describe(counts: [String: Int]) -> String {
        let order = ["trips", "stops", "expenses", "companions", "spots", "bookmarks", "search-history"]
        let keys = order.filter { counts[$0] != nil } + counts.keys.filter { !order.contains($0) }.sorted()
        return keys.compactMap { key in
            guard let count = counts[key], count > 0 || key == "trips" else { return nil }
            return counted(count, key)
        }.joined(separator: ", ")
    }

    /// `3 trips`: a count of one section in words.
    private static func counted(_ count: Int, _ key: String) -> String {
        switch key {
        case "trips": localized("backup.count-trips", ["count": count])
        case "stops": localized("backup.count-stops", ["count": count])
        case "expenses": localized("backup.count-expenses", ["count": count])
        case "companions": localized("backup.count-companions", ["count": count])
        case "spots": localized("backup.count-spots", ["count": count])
        case "bookmarks": localized("backup.count-bookmarks", ["count": count])
        case "search-history": localized("backup.count-searches", ["count": count])
        // A section a newer trip added keeps its own key as the noun.
        default: localized("backup.count-other", ["count": count, "name": key])
        }
    }
}
