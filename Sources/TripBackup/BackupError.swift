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
    /// libarchive could not be opened (not installed, or too old to have a function trip calls).
    case libraryUnavailable(library: String, reason: String)

    public var description: String {
        switch self {
        case let .io(file, message):
            return "\(file): \(message)"
        case let .outputExists(file):
            return localized("backup.output-exists", ["file": file])
        case let .unsafeOutput(file, reason):
            return localized("backup.unsafe-output", ["file": file, "reason": reason])
        case let .writeFailed(file, message):
            return localized("backup.write-failed", ["file": file, "message": message])
        case let .unrecognizedFormat(file):
            return localized("backup.unrecognized-format", ["file": file])
        case let .archive(file, entry?, message):
            return localized("backup.archive-damaged-entry", ["file": file, "entry": entry, "message": message])
        case let .archive(file, nil, message):
            return localized("backup.archive-damaged", ["file": file, "message": message])
        case let .unsafeEntry(file, entry, reason):
            return localized("backup.unsafe-entry", ["file": file, "entry": entry, "reason": reason])
        case let .duplicateEntry(file, entry):
            return localized("backup.duplicate-entry", ["file": file, "entry": entry])
        case let .unexpectedEntry(file, entry):
            return localized("backup.unexpected-entry", ["file": file, "entry": entry])
        case let .limitExceeded(file, entry?, limit):
            return localized("backup.limit-exceeded-entry", ["file": file, "entry": entry, "limit": limit])
        case let .limitExceeded(file, nil, limit):
            return localized("backup.limit-exceeded", ["file": file, "limit": limit])
        case let .passphraseRequired(file):
            return localized("backup.passphrase-required", ["file": file])
        case let .wrongPassphrase(file):
            return localized("backup.wrong-passphrase", ["file": file])
        case let .integrity(file, entry?, reason):
            return localized("backup.integrity-entry", ["file": file, "entry": entry, "reason": reason])
        case let .integrity(file, nil, reason):
            return localized("backup.integrity", ["file": file, "reason": reason])
        case let .unsupportedVersion(file, version, supported):
            return localized("backup.unsupported-version", ["file": file, "version": version, "supported": supported])
        case let .invalidData(file, entry, field, reason):
            return localized("backup.invalid-data", ["file": file, "entry": entry, "field": field, "reason": reason])
        case let .safetyBackup(file, message):
            return localized("backup.safety-failed", ["file": file, "message": message])
        case let .libraryUnavailable(library, reason):
            return localized("backup.library-unavailable", ["library": library, "reason": reason])
        }
    }
}

extension BackupError: LocalizedError {
    public var errorDescription: String? { description }
}
