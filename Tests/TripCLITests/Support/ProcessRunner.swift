import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `trip` executable through `/bin/sh`, so a test can use the shell's redirections
/// (`> /dev/full`, `>&-`, pipes) exactly as a user would.
struct ProcessRunner {
    /// Named as ``CLIHarness/Result`` names them, so a test reads the same either way.
    struct Result {
        var code: Int32
        var signaled: Bool
        var stdout: String
        var stderr: String
    }

    let executable: String
    let directory: String
    var environment: [String: String]

    init(directory: String, database: String) throws {
        executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        self.directory = directory
        environment = ["HOME": directory, "TRIP_DB": database, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    }

    /// Runs `script` with `$TRIP` naming the executable; stdout and stderr go to files read afterwards.
    func shell(_ script: String) throws -> Result {
        let process = start(script)
        try process.run()
        process.waitUntilExit()
        return try finish(process)
    }

    /// A process for `script`, not yet running (for tests that signal it).
    func start(_ script: String, extra: [String: String] = [:]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = environment.merging(["TRIP": executable]) { $1 }.merging(extra) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle(forWritingAtPath: touch("stdout"))
        process.standardError = FileHandle(forWritingAtPath: touch("stderr"))
        return process
    }

    func finish(_ process: Process) throws -> Result {
        Result(
            code: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            stdout: try String(contentsOfFile: "\(directory)/stdout", encoding: .utf8),
            stderr: try String(contentsOfFile: "\(directory)/stderr", encoding: .utf8))
    }

    private func touch(_ name: String) -> String {
        let path = "\(directory)/\(name)"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        return path
    }
}
