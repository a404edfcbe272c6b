import Foundation
import TripFormats
import TripModel
import TripStore

/// The measured runs of `trip-bench spots-import` at one size.
struct SpotsImportRuns {
    let trip: String
    let folder: String
    let pages: [String]
    let size: Int
    let options: SpotsImportBenchmark.Options

    func report() throws {
        let bytes = pages.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
        }
        print(
            "\nspots-import: \(size) spots in \(pages.count) pages of ≤ \(options.pageSize) items "
                + "(\(bytes / 1_048_576) MiB of JSON), \(options.runs) runs, medians in seconds")
        var baseline: [Double] = []
        var rebuild: [Double] = []
        var baselineCPU: [Double] = []
        var commandCPU: [Double] = []
        var command: [Double] = []
        var phases: [[Double]] = [[], [], []]
        var baselineRows: SpotsImportBaseline?
        for run in 0..<options.runs {
            let split = try inProcess(path: .automatic, run: run)
            for (index, seconds) in split.seconds.enumerated() { phases[index].append(seconds) }
            if baselineRows == nil { baselineRows = try SpotsImportBaseline(split.spots) }
            if let baselineRows {
                let database = try Database(path: "\(folder)/baseline-\(size)-\(run).sqlite")
                var indexes = 0.0
                let cpuStart = Self.cpuSeconds()
                baseline.append(try Self.time { indexes = try baselineRows.load(into: database) })
                baselineCPU.append(Self.cpuSeconds() - cpuStart)
                rebuild.append(indexes)
                database.close()
            }
            let child = try BackupBenchmark.checked(
                ChildProcess.run([trip, "spots", "import", "--db", "\(folder)/command-\(size)-\(run).sqlite"] + pages))
            command.append(child.seconds)
            commandCPU.append(child.cpuSeconds)
            try removeDatabases(run: run)
        }
        let ratio = median(command) / median(baseline)
        print(line("sqlite bulk load (baseline)", baseline))
        print(line("  of which FTS5 rebuild + R*Tree fill", rebuild))
        print(line("trip spots import (release binary)", command))
        print(line("  in-process: read + parse pages", phases[0]))
        print(line("  in-process: plan (look-ups)", phases[1]))
        print(line("  in-process: write (automatic path)", phases[2]))
        if options.rowByRow {
            let old = try inProcess(path: .rowByRow, run: options.runs)
            print(line("  in-process: write (row by row, 1 run)", [old.seconds[2]]))
            try removeDatabases(run: options.runs)
        }
        print(line("CPU (user + sys): baseline", baselineCPU))
        print(line("CPU (user + sys): trip spots import", commandCPU))
        print(
            String(
                format: "import / baseline: %.2f× wall (target ≤ 1.5×), %.2f× CPU", ratio,
                median(commandCPU) / median(baselineCPU)))
    }

    /// The command's steps in-process, each timed: read and parse every page, plan, write.
    private func inProcess(path: SpotWritePath, run: Int) throws -> (seconds: [Double], spots: [Spot]) {
        var documents: [TourAPIDocument] = []
        let parse = try Self.time {
            documents = try pages.map { page in
                try TourAPIReader.read(try Data(contentsOf: URL(fileURLWithPath: page)), source: page)
            }
        }
        let database = try Database(path: "\(folder)/phases-\(size)-\(run).sqlite")
        defer { database.close() }
        var spots: [Spot] = []
        var seconds = [parse, 0, 0]
        try database.write { transaction in
            var plan: TourAPIImportPlan?
            seconds[1] = try Self.time {
                plan = try TourAPIImportPlan(
                    documents: documents, existing: try transaction.spots.contentIdLookup(),
                    now: transaction.now)
            }
            spots = plan?.spots ?? []
            seconds[2] = try Self.time { try transaction.spots.upsert(contentsOf: spots, path: path) }
        }
        guard spots.count == size else {
            throw BenchmarkError("the import planned \(spots.count) spots, not \(size)")
        }
        return (seconds, spots)
    }

    private func removeDatabases(run: Int) throws {
        for name in ["baseline", "command", "phases"] {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: "\(folder)/\(name)-\(size)-\(run).sqlite\(suffix)")
            }
        }
    }

    /// CPU time of this process so far: on a shared machine it moves less than wall time.
    private static func cpuSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private func line(_ label: String, _ values: [Double]) -> String {
        let padded = label.padding(toLength: 42, withPad: " ", startingAt: 0)
        let all = values.map { String(format: "%.2f", $0) }.joined(separator: " ")
        return padded + String(format: " %8.2f", median(values)) + "   (runs: \(all))"
    }
}
