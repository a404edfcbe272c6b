import Foundation
import Testing

/// Two `trip` processes writing to one database at once both succeed.
@Suite struct ConcurrencyTests {
    @Test func twoStopAddsStartedTogetherBothLand() throws {
        let executable = try #require(TripExecutable.path, "the trip executable is built with the tests")
        let cli = try CLIHarness()
        cli.run("new", "Race")
        for round in 0..<5 {
            let processes = (0..<2).map { index -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
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
