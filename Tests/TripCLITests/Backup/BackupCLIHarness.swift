import Foundation
import TripBackup
import TripCLI
import TripModel

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `trip` in-process against a database in a temporary folder, capturing stdout and stderr apart.
final class BackupCLIHarness {
    let directory: String
    var databasePath: String { "\(directory)/data/trip.sqlite" }
    var environment: [String: String]

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/trip-backup-cli-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        directory = String(cString: made)
        environment = ["HOME": directory]
        environment["TRIP_DB"] = databasePath
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func file(_ name: String) -> String { "\(directory)/\(name)" }

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    @discardableResult
    func run(_ arguments: String..., environment extra: [String: String] = [:]) -> Result {
        run(arguments: arguments, environment: extra)
    }

    /// Runs a command line given as an array.
    @discardableResult
    func run(arguments: [String], environment extra: [String: String] = [:]) -> Result {
        let output = BufferSink()
        let error = BufferSink()
        let io = TerminalIO(
            standardOutput: output, standardError: error, environment: environment.merging(extra) { $1 })
        let status = TripCommandLine.run(
            arguments, io: io, clock: { Timestamp(millisecondsSinceEpoch: 1_796_044_010_123) })
        return Result(status: status, output: output.text, error: error.text)
    }

    /// Adds trips with stops through the CLI itself.
    func seed(trips: Int, stops: Int) {
        for trip in 0..<trips {
            run("new", "Trip \(trip)")
            for stop in 0..<stops {
                run(
                    "stop", "add", "Trip \(trip)", "Stop \(stop)", "--lat", "\(33 + Double(stop) / 10)", "--lon",
                    "126.5")
            }
        }
    }

    /// The `trip` executable built next to the test bundle, for subprocess tests.
    static var executable: String? {
        let bundle = Bundle.main.bundleURL
        for candidate in [bundle.deletingLastPathComponent(), bundle] {
            let path = candidate.appendingPathComponent("trip").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

extension ArchiveReader {
    /// Reads every entry, for tests.
    func entries() throws -> [ArchiveEntry] {
        var entries: [ArchiveEntry] = []
        while let entry = try next() { entries.append(entry) }
        return entries
    }
}
