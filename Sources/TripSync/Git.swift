import Foundation

/// Runs the `git` command line on the sync repository with a controlled environment.
///
/// Why the command line and not a library: there is no libgit2 binding for Swift in Debian, and the
/// `git` program brings every transport (ssh, https, local paths, bundles) and the user's credential
/// helpers with it. The environment is fixed so runs do not depend on the machine: no system config,
/// no pager, never a prompt (a remote that needs a password fails instead of hanging), C locale so
/// messages are stable, and author and committer named after the machine.
struct Git {
    /// The repository's `.git` folder (the repository has no work tree of ours to touch).
    let gitDirectory: String
    let machine: String
    /// The `git` program; `$TRIP_GIT` lets tests and unusual installs point elsewhere.
    let executable: String

    struct Output {
        let status: Int32
        let stdout: Data
        let stderr: String

        var text: String { String(decoding: stdout, as: UTF8.self) }
        var trimmed: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    var environment: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        for key in variables.keys where key.hasPrefix("GIT_") { variables[key] = nil }
        let email = machine.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." } + "@trip.invalid"
        variables.merge([
            "GIT_DIR": gitDirectory, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0", "GIT_PAGER": "cat",
            "PAGER": "cat", "LC_ALL": "C", "GIT_AUTHOR_NAME": machine, "GIT_COMMITTER_NAME": machine,
            "GIT_AUTHOR_EMAIL": email, "GIT_COMMITTER_EMAIL": email, "GIT_ASKPASS": "", "SSH_ASKPASS": "",
        ]) { $1 }
        // The user's own tunables come after ours, so theirs win where both set the same one.
        variables["GLIBC_TUNABLES"] = [Self.mallocTunables, variables["GLIBC_TUNABLES"]].compactMap { $0 }
            .filter { !$0.isEmpty }.joined(separator: ":")
        return variables
    }

    /// glibc hands the top of the heap back to the kernel as soon as 128 KiB of it are free, and
    /// `fast-import` allocates and frees its compression buffers once per document: a first sync of
    /// 10,000 trips made 36,000 `brk` calls and as many page faults, a third of fast-import's time.
    /// Keeping up to 64 MiB of freed heap removes them; git's memory is far below that anyway.
    static let mallocTunables = "glibc.malloc.trim_threshold=67108864"

    /// Runs `git ARGUMENTS`, feeding `input` on standard input.
    /// - Throws: ``SyncError/gitUnavailable`` when git cannot be started, ``SyncError/git`` when it
    ///   exits non-zero and `check` is true.
    @discardableResult
    func run(
        _ arguments: [String], input: Data? = nil, check: Bool = true, extraEnvironment: [String: String] = [:]
    ) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trip-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // All three streams go through files: with pipes, a large output on one could block git while
        // we wait on another.
        let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0).path }
        try (input ?? Data()).write(to: URL(fileURLWithPath: files[0]))
        let status = try ChildProcess.run(
            executable, ["git", "-c", "core.hooksPath=/dev/null", "-c", "core.quotePath=false"] + arguments,
            environment: environment.merging(extraEnvironment) { $1 }, input: files[0], output: files[1],
            error: files[2])
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: files[1]))) ?? Data()
        let stderr = (try? String(contentsOfFile: files[2], encoding: .utf8)) ?? ""
        let result = Output(status: status, stdout: stdout, stderr: stderr)
        if check && result.status != 0 {
            throw SyncError.git(command: arguments.first ?? "", message: Git.firstLine(of: stderr))
        }
        return result
    }

    /// The line of git's message that says what went wrong (`fatal: …`), without the prefix.
    static func firstLine(of message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let line =
            lines.first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.first
            ?? localized("sync.git-no-message")
        for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) {
            return String(line.dropFirst(prefix.count))
        }
        return line
    }

    /// Finds `git` on `PATH` (or `$TRIP_GIT`).
    static func locate(environment: [String: String]) -> String {
        if let chosen = environment["TRIP_GIT"], !chosen.isEmpty { return chosen }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/git"
    }
}
