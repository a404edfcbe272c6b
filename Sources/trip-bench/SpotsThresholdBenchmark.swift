import Foundation
import TripModel
import TripStore

/// `trip-bench spots-threshold [--batches 1000,5000,20000,50000] [--stored 0,200000] [--runs 3]`: times
/// a batch of new spots written row by row and in bulk into catalogs of each stored size, the two
/// paths interleaved, so the sizes where ``SpotRepository`` switches paths come from figures.
enum SpotsThresholdBenchmark {
    struct Options {
        var batches = [1_000, 5_000, 20_000, 50_000]
        var stored = [0, 200_000]
        var runs = 3
    }

    static func run(_ arguments: [String]) -> Int32 {
        SpotsBenchmark.exitCode { try benchmark(try parse(arguments)) }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func numbers(_ text: String, for name: String) throws -> [Int] {
            try text.split(separator: ",").map {
                guard let value = Int($0), (0...5_000_000).contains(value) else {
                    throw SpotsBenchmark.UsageError(message: "\(name) expects numbers 0…5000000")
                }
                return value
            }
        }
        while index + 1 < arguments.count {
            let name = arguments[index]
            let text = arguments[index + 1]
            index += 2
            switch name {
            case "--batches": options.batches = try numbers(text, for: name).filter { $0 > 0 }
            case "--stored": options.stored = try numbers(text, for: name)
            case "--runs": options.runs = max(1, min(100, try numbers(text, for: name).first ?? 1))
            default:
                throw SpotsBenchmark.UsageError(message: "unknown option '\(name)'; use --batches, --stored, --runs")
            }
        }
        guard index == arguments.count else {
            throw SpotsBenchmark.UsageError(message: "\(arguments[index]) needs a value")
        }
        return options
    }

    static func benchmark(_ options: Options) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-bench-threshold-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SplitMix64(seed: 20_261_202)
        let largest = (options.stored.max() ?? 0) + (options.batches.max() ?? 0)
        let spots = try (0..<largest).map { try SpotsBenchmarkData.spot($0, &generator) }
        print("spots-threshold: new spots written row by row and in bulk, \(options.runs) runs, medians in seconds")
        for stored in options.stored {
            let template = "\(folder)/stored-\(stored).sqlite"
            let database = try Database(path: template)
            try database.write { try $0.spots.upsert(contentsOf: Array(spots[0..<stored]), path: .bulk) }
            database.close()
            for batch in options.batches {
                let added = Array(spots[stored..<(stored + batch)])
                var times: [SpotWritePath: [Double]] = [:]
                for run in 0..<options.runs {
                    for path in [SpotWritePath.rowByRow, .bulk] {
                        let copy = "\(folder)/run-\(run).sqlite"
                        try FileManager.default.copyItem(atPath: template, toPath: copy)
                        let target = try Database(path: copy)
                        let start = DispatchTime.now().uptimeNanoseconds
                        try target.write { try $0.spots.upsert(contentsOf: added, path: path) }
                        times[path, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                        target.close()
                        try FileManager.default.removeItem(atPath: copy)
                    }
                }
                let rows = median(times[.rowByRow] ?? [])
                let bulk = median(times[.bulk] ?? [])
                let chosen = SpotRepository.prefersBulk(batch: batch, stored: stored) ? "bulk" : "row by row"
                print(
                    String(
                        format: "stored %7d  batch %6d   row by row %7.2f   bulk %7.2f   bulk/rows %.2f   (chooses %@)",
                        stored, batch, rows, bulk, bulk / rows, chosen))
            }
        }
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }
}
