/// What can go wrong while syncing; each case reads as one sentence that says what to do.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `trip sync` before `trip sync init`.
    case notInitialized(String)
    /// `trip sync init` where a sync repository already is.
    case alreadyInitialized(String)
    /// The `git` program is missing.
    case gitUnavailable(String)
    /// git failed; `message` is its own first line.
    case git(command: String, message: String)
    /// The remote could not be reached; local work is committed and kept.
    case unreachable(remote: String, message: String)
    /// Pushing kept failing because others pushed first.
    case raceLost(attempts: Int)
    /// A document in the repository is not a valid trip (someone else pushed it).
    case invalidDocument(path: String, reason: String)
    /// No such revision or no such trip at it.
    case unknownRevision(String)
    /// No conflict with this id.
    case unknownConflict(Int64)

    public var description: String {
        switch self {
        case .notInitialized(let folder):
            localized("sync.not-initialized", ["folder": folder])
        case .alreadyInitialized(let folder):
            localized("sync.already-initialized", ["folder": folder])
        case .gitUnavailable(let path):
            localized("sync.git-unavailable", ["path": path])
        case .git(let command, let message):
            localized("sync.git-failed", ["command": command, "message": message])
        case .unreachable(let remote, let message):
            localized("sync.unreachable", ["remote": remote, "message": message])
        case .raceLost(let attempts):
            localized("sync.race-lost", ["attempts": attempts])
        case .invalidDocument(let path, let reason):
            localized("sync.invalid-document", ["path": path, "reason": reason])
        case .unknownRevision(let revision):
            localized("sync.unknown-revision", ["revision": revision])
        case .unknownConflict(let id):
            localized("sync.unknown-conflict", ["id": id])
        }
    }
}
