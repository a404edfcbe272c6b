#if canImport(Glibc)
    import Glibc
#endif

/// Writes to a file descriptor of this process, unbuffered so stdout and stderr interleave correctly.
final class FileDescriptorSink: OutputSink, @unchecked Sendable {
    let descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe (e.g. `trip list | head`) ends output quietly.
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
    static func process(environment: [String: String]) -> TerminalIO {
        signal(SIGPIPE, SIG_IGN)
        return TerminalIO(
            standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
            standardError: FileDescriptorSink(descriptor: STDERR_FILENO),
            readLine: { Swift.readLine(strippingNewline: true) },
            environment: environment,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1)
    }
}
