import Foundation
import Testing

/// `trip-bench` usage errors name the option whose value is wrong, not the value, so a typo in a long
/// benchmark command line is found at once. It is built next to `trip`, so the shell finds it there.
@Suite struct BenchUsageTests {
    func bench(_ arguments: String) throws -> ProcessRunner.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-usage-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let runner = try ProcessRunner(directory: directory, database: "\(directory)/unused.sqlite")
        return try runner.shell(#""$(dirname "$TRIP")/trip-bench" "# + arguments)
    }

    @Test func thresholdNamesTheOptionWithABadNumber() throws {
        let result = try bench("spots-threshold --runs x")
        #expect(result.code == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: --runs expects numbers 0…5000000\n")
        let batches = try bench("spots-threshold --batches 1000,-5")
        #expect(batches.code == 64)
        #expect(batches.stderr == "Error: --batches expects numbers 0…5000000\n")
    }

    @Test func importNamesTheOptionWithABadNumber() throws {
        let result = try bench("spots-import --sizes 10,abc")
        #expect(result.code == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: --sizes expects 1...5000000\n")
    }
}
