import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to a file descriptor of this process, unbuffered so stdout and stderr interleave correctly.
///
/// The first failed write is remembered (``writeError``) and every later write is dropped, so a
/// command runs to its end and `TripCommandLine` reports the failure once with exit code 74.
final class FileDescriptorSink: OutputSink {
    let descriptor: Int32
    /// A progress bar may write from another thread than the command, so the first failure is kept
    /// under a lock.
    private let firstError = Mutex<Int32?>(nil)

    var writeError: Int32? { firstError.withLock { $0 } }

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) {
        // The string's own storage is written; a copy of a 10,000-row table cost fresh pages to fill.
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    func write(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(bytes: $0) }
    }

    private func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard writeError == nil else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let failure = errno
                firstError.withLock { $0 = $0 ?? failure }
                return
            }
            offset += written
        }
    }
}

enum TerminalSize {
    /// The width of the terminal on stdout, if it is one.
    static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

extension TerminalIO {
    /// The process's own streams and environment.
    static func process() -> TerminalIO {
        // A closed pipe then shows up as EPIPE from write(2), which the sinks report, instead of
        // killing the process silently in the middle of a backup.
        signal(SIGPIPE, SIG_IGN)
        guardClosedStandardStreams()
        return TerminalIO(
            standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
            standardError: FileDescriptorSink(descriptor: STDERR_FILENO),
            readLine: { Swift.readLine(strippingNewline: true) },
            environment: nil,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1, standardInputDescriptor: STDIN_FILENO,
            standardOutputDescriptor: STDOUT_FILENO)
    }

    /// Started with stdin, stdout or stderr closed (`>&-`), the next file opened would take that
    /// number, and our messages would land in the backup being written. Each closed stream gets
    /// /dev/null opened the wrong way round, so the number stays taken and every write to it still
    /// fails (EBADF), which the sinks report.
    private static func guardClosedStandardStreams() {
        for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
        where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", flags | O_CLOEXEC)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
