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
            "no sync repository at \(folder); run 'trip sync init [REMOTE]' first"
        case .alreadyInitialized(let folder):
            "a sync repository already exists at \(folder); use 'trip sync remote REMOTE' to change the remote"
        case .gitUnavailable(let path):
            "cannot run git (\(path)); install it with 'apt-get install git'"
        case .git(let command, let message):
            "git \(command) failed: \(message)"
        case .unreachable(let remote, let message):
            "cannot reach the remote \(remote) (\(message)); local changes are committed and will be pushed "
                + "by the next 'trip sync'"
        case .raceLost(let attempts):
            "the remote kept changing while pushing (\(attempts) attempts); run 'trip sync' again"
        case .invalidDocument(let path, let reason):
            "the sync repository holds an invalid document \(path): \(reason); nothing was applied"
        case .unknownRevision(let revision):
            "no such revision in the sync repository: \(revision)"
        case .unknownConflict(let id):
            "no conflict with id \(id); 'trip sync conflicts' lists them"
        }
    }
}
