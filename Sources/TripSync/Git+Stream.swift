import Foundation

extension Git {
    /// Runs `git ARGUMENTS` with its standard input written by `produce` while git already reads it,
    /// so a large input (fast-import's stream) costs no wait for the whole to be built first.
    /// - Throws: as ``run(_:input:check:extraEnvironment:)`` does, or what `produce` threw.
    @discardableResult
    func run(_ arguments: [String], produce: (ChildProcess.Feed) throws -> Void) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trip-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Output and errors through files, as for every run: git never blocks on them while we write.
        let files = ["out", "err"].map { scratch.appendingPathComponent($0).path }
        let status = try ChildProcess.run(
            executable, ["git", "-c", "core.hooksPath=/dev/null", "-c", "core.quotePath=false"] + arguments,
            environment: environment, output: files[0], error: files[1], produce: produce)
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: files[0]))) ?? Data()
        let stderr = (try? String(contentsOfFile: files[1], encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw SyncError.git(command: arguments.first ?? "", message: Git.firstLine(of: stderr))
        }
        return Output(status: status, stdout: stdout, stderr: stderr)
    }
}
