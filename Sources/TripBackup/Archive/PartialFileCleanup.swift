import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the partial file being written when SIGINT, SIGTERM or SIGHUP arrive, then dies of the
/// same signal, so the shell still sees "killed by SIGTERM" (exit status 143) and not a success.
///
/// Handlers are installed only while a partial file exists, and the previous ones are put back
/// afterwards. A signal the parent set to be ignored (`nohup` ignores SIGHUP) stays ignored. The
/// three signals are unblocked meanwhile, because a process may inherit them blocked (a launcher
/// that spawned it from a thread that blocks them) and would then finish the write and leave the
/// signal pending. A handler may only call async-signal-safe functions, so the path is kept as a C
/// string allocated beforehand and the handler does no more than unlink(2) and raise(2).
public enum PartialFileCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The path the handler removes; only written with the signals blocked.
    nonisolated(unsafe) static var pendingPath: UnsafeMutablePointer<CChar>? = nil
    nonisolated(unsafe) static var previousActions: [Int32: sigaction] = [:]
    nonisolated(unsafe) static var depth = 0
    nonisolated(unsafe) static var maskBefore = sigset_t()

    /// One partial file watched for signals; `end()` (idempotent) stops watching it.
    public final class Registration {
        private let path: UnsafeMutablePointer<CChar>?
        private let outer: UnsafeMutablePointer<CChar>?
        private var active = true

        fileprivate init(path: UnsafeMutablePointer<CChar>?, outer: UnsafeMutablePointer<CChar>?) {
            self.path = path
            self.outer = outer
        }

        /// Stops removing the file on a signal (it was committed or already removed).
        public func end() {
            guard active else { return }
            active = false
            var last = false
            PartialFileCleanup.withSignalsBlocked {
                PartialFileCleanup.pendingPath = outer
                PartialFileCleanup.depth -= 1
                last = PartialFileCleanup.depth == 0
                if last { PartialFileCleanup.restoreHandlers() }
            }
            if last { pthread_sigmask(SIG_SETMASK, &PartialFileCleanup.maskBefore, nil) }
            free(path)
        }

        deinit { end() }
    }

    /// Starts removing `path` if one of the signals arrives, until the registration ends.
    static func register(_ path: String) -> Registration {
        let copy = strdup(path)
        var outer: UnsafeMutablePointer<CChar>?
        var first = false
        withSignalsBlocked {
            outer = pendingPath
            pendingPath = copy
            first = depth == 0
            if first { installHandlers() }
            depth += 1
        }
        if first {
            var unblocked = signalSet()
            pthread_sigmask(SIG_UNBLOCK, &unblocked, &maskBefore)
        }
        return Registration(path: copy, outer: outer)
    }

    private static func installHandlers() {
        for signal in signals {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if let handler = current.__sigaction_handler.sa_handler,
                unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if let path = PartialFileCleanup.pendingPath { unlink(path) }
                // SA_RESETHAND put the default action back and SA_NODEFER leaves the signal
                // unblocked: raising it again ends the process the way the sender meant.
                raise(received)
            }
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_NODEFER))
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            previousActions[signal] = previous
        }
    }

    private static func restoreHandlers() {
        for signal in signals {
            guard var previous = previousActions[signal] else { continue }
            sigaction(signal, &previous, nil)
        }
        previousActions = [:]
    }

    static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    /// Serialises the bookkeeping between threads: blocking signals only keeps this thread's handler
    /// out, and two backups written at once from one process (a library user, the test suite) raced on
    /// the handler table and crashed.
    private static let bookkeeping = NSLock()

    static func withSignalsBlocked(_ body: () -> Void) {
        var blocked = signalSet()
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        bookkeeping.lock()
        body()
        bookkeeping.unlock()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

/// Partial files left by a `trip` that was killed with SIGKILL (or lost power) before it could
/// remove them: `.NAME.PID.partial` whose process PID no longer exists.
enum StalePartialFiles {
    /// Removes the stale partial files in `directory`; a PID that is alive (or not ours to signal)
    /// keeps its file.
    static func remove(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let pid = owner(of: name), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(directory)/\(name)") }
        }
    }

    /// The PID in a `.NAME.PID.partial` name, or nil for any other name.
    static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return nil }
        let parts = name.dropLast(".partial".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let last = parts.last, !last.isEmpty, last.allSatisfy(\.isASCII),
            let pid = pid_t(last), pid > 0
        else { return nil }
        return pid
    }
}
