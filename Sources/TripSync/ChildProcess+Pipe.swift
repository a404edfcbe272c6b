import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child whose standard input is a pipe we write while it runs, so producing its input and the
/// child's work on it overlap (one core each) instead of one waiting for the other.
extension ChildProcess {
    /// Bytes for the child's standard input, sent in blocks as they fill.
    final class Feed {
        /// The child closed its end (it ended or died); what it said is in its exit status.
        struct Closed: Error {}

        private let descriptor: Int32
        private var buffer: [UInt8] = []
        private static let block = 1 << 16

        init(descriptor: Int32) {
            self.descriptor = descriptor
            buffer.reserveCapacity(Self.block)
        }

        func append(_ bytes: some Sequence<UInt8>) throws {
            buffer.append(contentsOf: bytes)
            if buffer.count >= Self.block { try flush() }
        }

        /// A line of text and its newline.
        func line(_ text: String) throws { try append((text + "\n").utf8) }

        /// fast-import's `data` command: the byte count, the bytes, and a newline.
        func data(_ bytes: Data) throws {
            try line("data \(bytes.count)")
            try append(bytes)
            try line("")
        }

        func flush() throws {
            var sent = 0
            while sent < buffer.count {
                let count = buffer.withUnsafeBytes { bytes in
                    bytes.baseAddress.map { write(descriptor, $0 + sent, bytes.count - sent) } ?? 0
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Closed()
                }
                sent += count
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Runs `path` with a pipe as standard input, calls `produce` to write it, closes it and waits.
    /// Returns the exit status as ``run(_:_:environment:input:output:error:)`` does. A child that
    /// stops reading early is not an error here: its status says why. An error from `produce` ends
    /// the input early (the child sees it incomplete) and is thrown once the child has ended.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], output: String, error: String,
        produce: (Feed) throws -> Void
    ) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SyncError.gitUnavailable(path) }
        // Close-on-exec on both ends: the child gets only the copy placed on its standard input, so
        // it sees the end of input when we close ours.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let pid: pid_t
        do {
            pid = try spawn(path, arguments, environment: environment, actions: &actions)
        } catch {
            close(ends[0])
            close(ends[1])
            throw error
        }
        close(ends[0])
        // A write to a pipe the child has closed raises SIGPIPE, which would end this process; blocked
        // on this thread while we write, it turns into an EPIPE error instead.
        var pipeSignal = sigset_t()
        var previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var failure: Error?
        do {
            let feed = Feed(descriptor: ends[1])
            try produce(feed)
            try feed.flush()
        } catch is Feed.Closed {
        } catch {
            failure = error
        }
        close(ends[1])
        // Take the pending SIGPIPE, if one was raised, before the old mask lets it through.
        var noWait = timespec(tv_sec: 0, tv_nsec: 0)
        while sigtimedwait(&pipeSignal, nil, &noWait) == SIGPIPE {}
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let status = try wait(pid, path)
        if let failure { throw failure }
        return status
    }
}
