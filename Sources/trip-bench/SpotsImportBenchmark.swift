import Foundation
import TripFormats
import TripModel
import TripStore

/// `trip-bench spots-import [--sizes 200000,1000000] [--runs 3] [--page 1000] [--row-by-row]`: times
/// `trip spots import` of TourAPI pages into an empty database (the release binary, as a child) next to
/// SQLite's own bulk load of the same rows (``SpotsImportBaseline``) in the same run, and splits the
/// import in-process into reading the pages, planning and writing, so the report says where time goes.
enum SpotsImportBenchmark {
    struct Options {
        var sizes = [200_000]
        var runs = 3
        var pageSize = 1_000
        /// Also time the row-by-row write (once per size): the path every import took before.
        var rowByRow = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        SpotsBenchmark.exitCode { try benchmark(try parse(arguments)) }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func number(_ text: String, _ range: ClosedRange<Int>, for name: String) throws -> Int {
            guard let value = Int(text), range.contains(value) else {
                throw SpotsBenchmark.UsageError(message: "\(name) expects \(range)")
            }
            return value
        }
        while index < arguments.count {
            let name = arguments[index]
            index += 1
            if name == "--row-by-row" {
                options.rowByRow = true
                continue
            }
            guard index < arguments.count else { throw SpotsBenchmark.UsageError(message: "\(name) needs a value") }
            let text = arguments[index]
            index += 1
            switch name {
            case "--sizes":
                options.sizes = try text.split(separator: ",").map { try number(String($0), 1...5_000_000, for: name) }
            case "--runs": options.runs = try number(text, 1...100, for: name)
            case "--page": options.pageSize = try number(text, 1...TourAPIReader.maximumItems, for: name)
            default:
                throw SpotsBenchmark.UsageError(
                    message: "unknown option '\(name)'; use --sizes, --runs, --page, --row-by-row")
            }
        }
        return options
    }

    static func benchmark(_ options: Options) throws {
        let trip = try BackupBenchmark.siblingExecutable("trip")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-bench-import-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for size in options.sizes {
            let pages = try SpotsImportPages.write(
                count: size, pageSize: options.pageSize, into: folder + "/pages-\(size)")
            try SpotsImportRuns(trip: trip, folder: folder, pages: pages, size: size, options: options).report()
        }
    }
}
