import Foundation
import Synchronization
import Testing
import TripModel

@testable import TripCLI
@testable import TripStore

/// Runs `trip` in-process against a temporary database and captures stdout and stderr separately.
///
/// The one harness of the CLI tests; ``ProcessRunner`` runs the built executable (found by
/// ``TripExecutable``) for the tests that need a real process.
final class CLIHarness {
    struct Result {
        let code: Int32
        let stdout: String
        let stderr: String
    }

    let directory: URL
    let databasePath: String
    /// How many runs have started: each run's clock is a second later than the last one's.
    private var runs: Int64 = 0
    /// Milliseconds added to every run's clock, so machines in sync tests never edit at the same instant.
    var clockOffset: Int64 = 0
    /// When set, every run's clock reads this instant instead of a second later than the last run's.
    var frozenClock: Timestamp?

    /// - Parameter databaseFolder: a folder under ``directory`` for the database (created by `trip`),
    ///   or nil to keep it at the top.
    init(databaseFolder: String? = nil) throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("trip-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        directory = top
        databasePath =
            (databaseFolder.map { top.appendingPathComponent($0) } ?? top)
            .appendingPathComponent("trip.sqlite").path
    }

    /// The set-up of the backup tests: the database in a `data` folder, so safety backups land apart
    /// from the files a test writes, and a clock that stands still, so two backups of the same data
    /// are byte-identical.
    static func forBackups() throws -> CLIHarness {
        let harness = try CLIHarness(databaseFolder: "data")
        harness.frozenClock = Timestamp(millisecondsSinceEpoch: 1_796_044_010_123)
        return harness
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Runs one command line. Each run's clock is a second later than the previous one's.
    @discardableResult
    func run(_ arguments: String..., stdin: [String] = [], terminal: Bool = false, environment: [String: String] = [:])
        -> Result
    {
        run(arguments: arguments, stdin: stdin, terminal: terminal, environment: environment)
    }

    /// Runs a command line given as an array (for parameterized tests).
    @discardableResult
    func run(arguments: [String], stdin: [String] = [], terminal: Bool = false, environment: [String: String] = [:])
        -> Result
    {
        let output = BufferSink()
        let errors = BufferSink()
        let lines = LineQueue(stdin)
        var variables = ["TRIP_DB": databasePath, "HOME": directory.path, "NO_COLOR": "1"]
        variables.merge(environment) { $1 }
        let io = TerminalIO(
            standardOutput: output, standardError: errors, readLine: { lines.next() }, environment: variables,
            stdinIsTerminal: terminal, stdoutIsTerminal: terminal, stderrIsTerminal: terminal)
        runs += 1
        let now = frozenClock ?? Timestamp(millisecondsSinceEpoch: 1_796_044_000_000 + runs * 1000 + clockOffset)
        let code = TripCommandLine.run(arguments, io: io, clock: { now })
        return Result(code: code, stdout: output.text, stderr: errors.text)
    }

    /// Writes `contents` to `name` in the harness's folder and returns its path.
    func file(_ name: String, _ contents: String) throws -> String {
        let path = file(name)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The path of `name` in the harness's folder; nothing is written.
    func file(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Adds trips named "Trip 0"… with stops "Stop 0"… through the CLI itself.
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

    /// Every row of every table: equal dumps mean the database did not change.
    func dump() throws -> String {
        try Self.dump(databaseAt: databasePath)
    }

    /// Every row of every table of the database at `path` ("" when there is no file).
    static func dump(databaseAt path: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else { return "" }
        let connection = try Connection(path: path)
        defer { connection.close() }
        let tables = try connection.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name"
        ) { $0.string(0) }
        var text = ""
        for table in tables {
            try connection.forEach("SELECT * FROM \"\(table)\"") { row in
                text +=
                    table + ":" + (0..<16).map { row.isNull($0) ? "∅" : row.string($0) }.joined(separator: "|") + "\n"
            }
        }
        return text
    }

    /// The path of a sample trip document shipped with the tests.
    static func sample(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/samples/\(name)").path
    }
}

/// Standard input for one run; `Sendable` because `TerminalIO.readLine` is.
private final class LineQueue: Sendable {
    private let lines: Mutex<[String]>
    init(_ lines: [String]) { self.lines = Mutex(lines) }
    func next() -> String? { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
}
