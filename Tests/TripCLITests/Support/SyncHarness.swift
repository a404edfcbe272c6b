import Foundation
import Testing

@testable import TripCLI

/// Machines with their own databases syncing through one local bare repository, with real git.
final class SyncHarness: @unchecked Sendable {
    let machines: [CLIHarness]
    let names: [String]
    let remote: String

    init(machines count: Int) throws {
        machines = try (0..<count).map { index in
            let machine = try CLIHarness()
            machine.clockOffset = Int64(index) * 300
            return machine
        }
        names = ["desk", "laptop", "phone"].prefix(count).map { $0 }
        remote = machines[0].directory.appendingPathComponent("remote.git").path
        try Self.git(["init", "--quiet", "--bare", "--initial-branch=main", remote])
        for index in 0..<count { try #require(run(index, "sync", "init", remote).code == 0) }
    }

    /// Runs a command on machine `index`.
    @discardableResult
    func run(_ index: Int, _ arguments: String..., environment: [String: String] = [:]) -> CLIHarness.Result {
        var variables = ["TRIP_MACHINE": names[index]]
        variables.merge(environment) { $1 }
        return machines[index].run(arguments: arguments, environment: variables)
    }

    /// `trip sync` on machine `index`, which must succeed.
    func sync(_ index: Int) throws {
        let result = run(index, "sync")
        try #require(result.code == 0, "sync on \(names[index]): \(result.stderr)")
    }

    /// `trip show --json` of a trip on machine `index`, as a dictionary.
    func show(_ index: Int, _ trip: String) throws -> [String: Any] {
        let result = run(index, "show", trip, "--json")
        try #require(result.code == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The trips' data with computed figures left out: equal on machines that converged.
    func trips(_ index: Int) throws -> String {
        let result = run(index, "list", "--json")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        var documents: [String] = []
        for entry in list {
            let id = try #require(entry["id"] as? String)
            var trip = try show(index, id)
            for key in ["legs", "totalMeters"] { trip[key] = nil }
            let data = try JSONSerialization.data(withJSONObject: trip, options: [.sortedKeys])
            documents.append(String(decoding: data, as: UTF8.self))
        }
        return documents.sorted().joined(separator: "\n")
    }

    static func git(_ arguments: [String], in folder: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = (folder.map { ["-C", $0] } ?? []) + arguments
        process.environment = [
            "GIT_CONFIG_NOSYSTEM": "1", "HOME": "/nonexistent", "GIT_AUTHOR_NAME": "stranger",
            "GIT_AUTHOR_EMAIL": "s@example.invalid", "GIT_COMMITTER_NAME": "stranger",
            "GIT_COMMITTER_EMAIL": "s@example.invalid", "PATH": "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
