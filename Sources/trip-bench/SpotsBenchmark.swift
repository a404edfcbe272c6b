import Foundation
import TripGeo
import TripModel
import TripStore

/// `trip-bench spots [--count N] [--runs R] [--db PATH]`: fills a catalog with synthetic spots and
/// reports the median latency of `spots near` (2 km, R*Tree) and `spots search` (FTS5 trigram, and the
/// LIKE path for short words), each next to a full-scan baseline measured in the same run.
enum SpotsBenchmark {
    struct Options {
        var count = 1_000_000
        var runs = 41
        var path: String?
    }

    static func run(_ arguments: [String]) -> Int32 {
        exitCode { try benchmark(try parse(arguments)) }
    }

    struct UsageError: Error { let message: String }

    /// Runs one of the spots benchmarks: 0 when it finished, 64 after a usage error, 1 after any other,
    /// each error printed on stderr.
    static func exitCode(_ body: () throws -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch let error as UsageError {
            writeError("Error: \(error.message)\n")
            return 64
        } catch {
            writeError("Error: \(error)\n")
            return 1
        }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--count":
                guard let count = Int(try value()), (1...20_000_000).contains(count) else {
                    throw UsageError(message: "--count expects 1…20000000")
                }
                options.count = count
            case "--runs":
                guard let runs = Int(try value()), (1...10_000).contains(runs) else {
                    throw UsageError(message: "--runs expects 1…10000")
                }
                options.runs = runs
            case "--db": options.path = try value()
            default: throw UsageError(message: "unknown option '\(arguments[index])'; use --count, --runs, --db")
            }
            index += 1
        }
        return options
    }

    static func benchmark(_ options: Options) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trip-bench-spots-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = options.path ?? directory.appendingPathComponent("spots.sqlite").path
        let database = try Database(path: path)
        let existing = try database.read { try $0.spots.count() }
        let fillStart = DispatchTime.now()
        if existing < options.count {
            try SpotsBenchmarkData.fill(database, from: existing, to: options.count)
        }
        let fillSeconds = Double(DispatchTime.now().uptimeNanoseconds - fillStart.uptimeNanoseconds) / 1e9
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print(
            "spots: \(options.count) (filled \(options.count - existing) in \(String(format: "%.1f", fillSeconds)) s, "
                + "database \(size / 1_048_576) MiB, runs \(options.runs) per figure)")
        try SpotsBenchmarkQueries(database: database, runs: options.runs).report()
    }
}
