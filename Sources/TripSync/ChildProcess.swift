import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a program with `posix_spawn` and waits for it with `waitpid`.
///
/// Why not Foundation's `Process`: on Linux its `waitUntilExit()` polls a run loop in 50 ms steps and its
/// launch walks every possible file descriptor, which together cost about 0.15 s per git run on a busy
/// machine, and a sync runs git about ten times. Here the child gets the three files as its streams and
/// we block in `waitpid` until it ends. Nothing else of ours reaches git: SQLite and Foundation open
/// their descriptors close-on-exec.
enum ChildProcess {
    /// Runs `path` with `arguments` (the first is the program's name) and returns its exit status; a
    /// child killed by a signal reports 128 + the signal, as a shell does.
    /// - Throws: ``SyncError/gitUnavailable(_:)`` when the program cannot be started.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], input: String, output: String,
        error: String
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, error, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let pid = try spawn(path, arguments, environment: environment, actions: &actions)
        return try wait(pid, path)
    }

    /// Starts `path` with its streams set up by `actions`.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String],
        actions: inout posix_spawn_file_actions_t
    ) throws -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        // ETXTBSY: the program file is still open for writing somewhere, typically a copy of its
        // descriptor that another thread's child holds between fork and exec just after the file was
        // written (a wrapper script made moments before). It passes within milliseconds.
        var status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        var retries = 0
        while status == ETXTBSY && retries < 50 {
            usleep(10_000)
            retries += 1
            status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        }
        guard status == 0 else { throw SyncError.gitUnavailable(path) }
        return pid
    }

    /// Waits for `pid` to end; its exit status, or 128 + the signal that killed it.
    static func wait(_ pid: pid_t, _ path: String) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SyncError.gitUnavailable(path) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
