import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written under a temporary name in the destination's directory and moved into place only
/// when whole, so a crash or an error never leaves a half-written backup under the real name.
///
/// Created with mode 0600 (a backup holds personal data). Without `overwrite` the final step is
/// `link(2)`, which fails if the name exists even when another process creates it meanwhile.
/// The temporary file is removed in `deinit` unless `commit()` succeeded. Not `Sendable`.
public final class AtomicFile {
    /// The descriptor to write to.
    public let descriptor: Int32
    /// The final path.
    public let path: String
    private let temporaryPath: String
    private let overwrite: Bool
    private var committed = false
    private var closed = false

    /// Creates the temporary file.
    /// - Parameters:
    ///   - path: where the file should end up.
    ///   - overwrite: replace an existing file (`--force`).
    /// - Throws: `BackupError.outputExists` or `.io`.
    public init(path: String, overwrite: Bool) throws {
        if !overwrite, access(path, F_OK) == 0 { throw BackupError.outputExists(file: path) }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = "\(directory)/.\(url.lastPathComponent).\(getpid()).partial"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw BackupError.io(file: path, message: String(cString: strerror(errno))) }
        descriptor = fd
        self.path = path
        temporaryPath = temporary
        self.overwrite = overwrite
    }

    deinit {
        if !closed { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }

    /// Flushes the file to disk and gives it its final name.
    public func commit() throws {
        guard fsync(descriptor) == 0 else { throw ioError() }
        closed = true
        guard close(descriptor) == 0 else { throw ioError() }
        if overwrite {
            guard rename(temporaryPath, path) == 0 else { throw ioError() }
        } else {
            guard link(temporaryPath, path) == 0 else {
                if errno == EEXIST { throw BackupError.outputExists(file: path) }
                throw ioError()
            }
            unlink(temporaryPath)
        }
        committed = true
    }

    private func ioError() -> BackupError {
        .io(file: path, message: String(cString: strerror(errno)))
    }
}
