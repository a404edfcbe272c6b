import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written under a temporary name in the destination's directory and moved into place only
/// when whole, so a crash or an error never leaves a half-written backup under the real name.
///
/// Created with mode 0600 (a backup holds personal data). Only a regular file is ever replaced:
/// a symbolic link, a device, a FIFO or a directory at the path is refused, `--force` or not (a
/// link is neither written through nor replaced, so `--force` can never redirect or destroy what
/// the link points at). Without `overwrite` the final step is `link(2)`, which fails if the name
/// exists even when another process creates it meanwhile.
///
/// The temporary name `.NAME.PID.partial` is removed in `deinit` unless `commit()` succeeded, by
/// ``PartialFileCleanup`` when SIGINT, SIGTERM or SIGHUP arrive while it exists, and, after a
/// `kill -9`, by the next `AtomicFile` in the same folder once process PID is gone. Not `Sendable`.
public final class AtomicFile {
    /// The descriptor to write to.
    public let descriptor: Int32
    /// The final path.
    public let path: String
    private let temporaryPath: String
    private let overwrite: Bool
    private let cleanup: PartialFileCleanup.Registration
    private var committed = false
    private var closed = false

    /// Creates the temporary file.
    /// - Parameters:
    ///   - path: where the file should end up.
    ///   - overwrite: replace an existing regular file (`--force`).
    ///   - permissions: the new file's mode (before the umask).
    /// - Throws: `BackupError.outputExists`, `.unsafeOutput` or `.io`.
    public init(path: String, overwrite: Bool, permissions: mode_t = 0o600) throws {
        try Self.checkTarget(path, overwrite: overwrite)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        StalePartialFiles.remove(in: directory)
        let temporary = "\(directory)/.\(url.lastPathComponent).\(getpid()).partial"
        // Registered before the file exists, so no signal can fall between creating and registering it.
        let registration = PartialFileCleanup.register(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else {
            let failure = errno
            registration.end()
            throw BackupError.io(file: path, message: String(cString: strerror(failure)))
        }
        descriptor = fd
        cleanup = registration
        self.path = path
        temporaryPath = temporary
        self.overwrite = overwrite
    }

    deinit {
        if !closed { close(descriptor) }
        if !committed { unlink(temporaryPath) }
        cleanup.end()
    }

    /// Refuses anything at `path` but a regular file, and a regular file too unless `overwrite`.
    static func checkTarget(_ path: String, overwrite: Bool) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if !overwrite { throw BackupError.outputExists(file: path) }
        case S_IFLNK:
            throw BackupError.unsafeOutput(
                file: path,
                reason: localized("backup.output-link"))
        case S_IFDIR:
            throw BackupError.unsafeOutput(file: path, reason: localized("backup.output-directory"))
        default:
            throw BackupError.unsafeOutput(
                file: path, reason: localized("backup.output-special"))
        }
    }

    /// Flushes the file to disk and gives it its final name.
    /// - Throws: `BackupError.writeFailed` (a full disk shows up here at the latest) or `.outputExists`.
    public func commit() throws {
        guard fsync(descriptor) == 0 else { throw writeError() }
        closed = true
        guard close(descriptor) == 0 else { throw writeError() }
        // Checked again: a link or device put there while we wrote must not be replaced either.
        try Self.checkTarget(path, overwrite: overwrite)
        if overwrite {
            guard rename(temporaryPath, path) == 0 else { throw writeError() }
        } else {
            guard link(temporaryPath, path) == 0 else {
                if errno == EEXIST { throw BackupError.outputExists(file: path) }
                throw writeError()
            }
            unlink(temporaryPath)
        }
        committed = true
        cleanup.end()
    }

    private func writeError() -> BackupError {
        .writeFailed(file: path, message: String(cString: strerror(errno)))
    }
}
