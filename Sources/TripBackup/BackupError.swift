import Foundation

/// Everything that can go wrong while writing, reading, verifying or restoring a backup.
///
/// Each case names the file and, where it applies, the entry and the field at fault, so the
/// message alone tells the user what to look at. The CLI maps cases to exit codes.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened, read, written or renamed.
    case io(file: String, message: String)
    /// The output exists and `--force` was not given.
    case outputExists(file: String)
    /// The output path holds something that is never replaced: a link, a device, a FIFO, a directory.
    case unsafeOutput(file: String, reason: String)
    /// Writing the output failed part-way: a full disk, an I/O error, a closed pipe.
    case writeFailed(file: String, message: String)
    /// The bytes are none of the formats we read.
    case unrecognizedFormat(file: String)
    /// libarchive refused the archive (bad header, truncated stream, corrupt data…).
    case archive(file: String, entry: String?, message: String)
    /// An entry has a name or type that is never written by us and is unsafe to accept.
    case unsafeEntry(file: String, entry: String, reason: String)
    /// An entry appears twice.
    case duplicateEntry(file: String, entry: String)
    /// A safe entry name that a backup never holds.
    case unexpectedEntry(file: String, entry: String)
    /// A size or count limit was exceeded (a bomb, or a backup far larger than any real one).
    case limitExceeded(file: String, entry: String?, limit: String)
    /// The archive is encrypted and no passphrase was supplied.
    case passphraseRequired(file: String)
    /// The passphrase does not open the archive.
    case wrongPassphrase(file: String)
    /// The manifest and the entries disagree: a changed byte, a cut file, a missing entry.
    case integrity(file: String, entry: String?, reason: String)
    /// The manifest's format version is newer than this program understands.
    case unsupportedVersion(file: String, version: Int, supported: Int)
    /// An entry's JSON is malformed or breaks an invariant.
    case invalidData(file: String, entry: String, field: String, reason: String)
    /// The copy of the local data a restore keeps first could not be written; nothing was restored.
    case safetyBackup(file: String, message: String)

    public var description: String {
        switch self {
        case let .io(file, message):
            return "\(file): \(message)"
        case let .outputExists(file):
            return "\(file) already exists; choose another name or pass --force to overwrite it."
        case let .unsafeOutput(file, reason):
            return "\(file) \(reason)."
        case let .writeFailed(file, message):
            return "cannot write \(file): \(message)"
        case let .unrecognizedFormat(file):
            return "\(file) is not a trip backup (tar.gz, tar.zst, tar.xz or zip) or a 여행가자곰 backup."
        case let .archive(file, entry, message):
            return "\(file)\(Self.at(entry)): the archive is damaged or unreadable (\(message))."
        case let .unsafeEntry(file, entry, reason):
            return "\(file): entry '\(entry)' refused: \(reason)."
        case let .duplicateEntry(file, entry):
            return "\(file): entry '\(entry)' appears more than once; the archive was tampered with."
        case let .unexpectedEntry(file, entry):
            return "\(file): entry '\(entry)' does not belong in a trip backup."
        case let .limitExceeded(file, entry, limit):
            return "\(file)\(Self.at(entry)): refused, \(limit)."
        case let .passphraseRequired(file):
            return
                "\(file) is encrypted: set TRIP_PASSPHRASE, pass --passphrase-file, or run on a terminal to be asked."
        case let .wrongPassphrase(file):
            return "\(file): the passphrase is wrong."
        case let .integrity(file, entry, reason):
            return "\(file)\(Self.at(entry)): integrity check failed: \(reason)."
        case let .unsupportedVersion(file, version, supported):
            return "\(file) is backup format version \(version); this trip reads up to version \(supported). "
                + "Upgrade trip to restore it."
        case let .invalidData(file, entry, field, reason):
            return "\(file), entry '\(entry)', field '\(field)': \(reason)."
        case let .safetyBackup(file, message):
            return "cannot write the safety backup \(file): \(message); nothing was restored."
        }
    }

    private static func at(_ entry: String?) -> String {
        entry.map { ", entry '\($0)'" } ?? ""
    }
}

extension BackupError: LocalizedError {
    public var errorDescription: String? { description }
}
