import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A finished child process: how long it took and how much memory it used at its peak.
struct ChildRun {
    var seconds: Double
    /// Peak resident set size in bytes (getrusage ru_maxrss of the child, as wait4 reports it).
    var peakBytes: Int64
    /// User plus system CPU time: steadier than wall time on a busy machine.
    var cpuSeconds: Double
    var status: Int32
}

/// Runs programs as children and measures each one on its own, so the benchmark's own memory is
/// never mixed into the figures.
enum ChildProcess {
    /// Runs `arguments[0]` (a path) with the rest as arguments and `environment` added.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildRun {
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let start = DispatchTime.now()
        var pid: pid_t = 0
        // The children's reports would interleave with the table; their errors still reach stderr.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchmarkError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        // Linux reports ru_maxrss in kilobytes.
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildRun(seconds: elapsed, peakBytes: Int64(usage.ru_maxrss) * 1024, cpuSeconds: cpu, status: status)
    }

    /// Runs a shell pipeline (the sqlite3/gzip baseline).
    static func shell(_ command: String) throws -> ChildRun {
        try run(["/bin/sh", "-c", command])
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
