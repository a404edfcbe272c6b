import Foundation
import Testing

/// Two `trip` processes writing to one database at once both succeed.
@Suite struct ConcurrencyTests {
    /// The `trip` executable built next to the test bundle.
    static var tripExecutable: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("trip")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    @Test func twoStopAddsStartedTogetherBothLand() throws {
        let executable = try #require(Self.tripExecutable, "build the trip product first (swift build)")
        let cli = try CLIHarness()
        cli.run("new", "Race")
        for round in 0..<5 {
            let processes = (0..<2).map { index -> Process in
                let process = Process()
                process.executableURL = executable
                process.arguments = [
                    "--db", cli.databasePath, "stop", "add", "Race", "Stop \(round)-\(index)", "--lat", "37.5",
                    "--lon", "127.0",
                ]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
        }
        let names = cli.run("stop", "list", "Race", "--json").stdout
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(names.utf8)) as? [[String: Any]])
        #expect(stops.count == 10)
        #expect(stops.map { $0["position"] as? Int } == Array(1...10))
        #expect(Set(stops.compactMap { $0["name"] as? String }).count == 10)
    }
}
