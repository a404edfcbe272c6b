import Foundation
import TripBackup
import TripGeo
import TripModel
import TripStore

/// `trip-bench backup [--trips N] [--stops-per-trip M] [--db PATH] [--format F] [--runs R] [--compare TRIP] [--keep]`
///
/// Times `trip backup create`, `verify` and `restore` (into an empty database) as child processes, so
/// each one's peak memory is its own, next to the baseline `sqlite3 DB .dump | gzip -6` and its
/// reload into an empty database, on the same data in the same run, R times each, and prints
/// medians and the ratios the targets are stated in (issue 15: create and restore ≤ 0.7× the
/// baseline, verify ≤ 0.5× create, peak ≤ 100 MB). `--db` reuses a database (e.g. filled by
/// scripts/bench-data) instead of filling a new one; `--compare` times another `trip` binary (a
/// release build of main) on the same archive folder in the same runs. Without `--format` each binary
/// writes its own default format.
enum BackupBenchmark {
    struct Options {
        var trips = 100_000
        var stopsPerTrip = 10
        var database: String?
        var format: BackupFormat?
        var runs = 3
        var compare: String?
        var keep = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try parse(arguments)
            try measure(options)
            return 0
        } catch {
            FileHandle.standardError.write(Data("trip-bench backup: \(error)\n".utf8))
            return 1
        }
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw BenchmarkError("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--trips": options.trips = try positive(try value(), "--trips")
            case "--stops-per-trip":
                options.stopsPerTrip = try positive(try value(), "--stops-per-trip", allowZero: true)
            case "--db": options.database = try value()
            case "--runs": options.runs = try positive(try value(), "--runs")
            case "--compare": options.compare = try value()
            case "--format":
                let text = try value()
                guard let format = BackupFormat(rawValue: text), BackupFormat.writable.contains(format) else {
                    throw BenchmarkError("unknown --format \(text)")
                }
                options.format = format
            case "--keep": options.keep = true
            default:
                throw BenchmarkError(
                    "unknown argument \(arguments[index]); use --trips N --stops-per-trip M --db PATH --format F "
                        + "--runs R --compare TRIP --keep")
            }
            index += 1
        }
        return options
    }

    private static func positive(_ text: String, _ name: String, allowZero: Bool = false) throws -> Int {
        guard let number = Int(text), number > 0 || (allowZero && number == 0) else {
            throw BenchmarkError("\(name) needs a positive whole number, not '\(text)'")
        }
        return number
    }

    static func measure(_ options: Options) throws {
        let trip = try siblingExecutable("trip")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-bench-backup-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if !options.keep { try? FileManager.default.removeItem(atPath: folder) } }
        let database = options.database ?? "\(folder)/source.sqlite"
        print(
            "backup benchmark: \(options.format?.rawValue ?? "each binary's default format"), \(options.runs) runs, in \(folder)"
        )
        if options.database == nil {
            let fillStart = DispatchTime.now()
            try fill(database, trips: options.trips, stopsPerTrip: options.stopsPerTrip)
            print(
                String(
                    format: "fill (in-process, %d trips × %d stops): %.1f s", options.trips, options.stopsPerTrip,
                    since(fillStart)))
        }
        var sides = [Side(label: "trip", binary: trip)]
        if let compare = options.compare { sides.append(Side(label: "compare", binary: compare)) }
        var baseline = Timings()
        for run in 1...options.runs {
            for index in sides.indices {
                try sides[index].measure(database: database, folder: folder, format: options.format)
            }
            try baseline.measureDump(database: database, folder: folder)
            print("run \(run) of \(options.runs) done")
        }
        BackupBenchmarkReport(sides: sides, baseline: baseline).print()
    }

    /// Writes generated trips through the store's own API in one transaction.
    static func fill(_ path: String, trips: Int, stopsPerTrip: Int) throws {
        let database = try Database(path: path)
        let base: Int64 = 1_796_044_010_123
        try database.write { transaction in
            for index in 0..<trips {
                let time = Timestamp(millisecondsSinceEpoch: base + Int64(index))
                let stops = (0..<stopsPerTrip).compactMap { stop -> Stop? in
                    guard
                        let place = Coordinate(
                            latitude: 33 + Double(stop % 500) / 100, longitude: 126 + Double(index % 300) / 100)
                    else { return nil }
                    return Stop(
                        id: UUID(), position: stop + 1, name: "장소 \(index)-\(stop)", address: "서울특별시 종로구 \(stop)번지",
                        coordinate: place, day: stop % 3 + 1, updatedAt: time)
                }
                try transaction.trips.save(
                    Trip(
                        id: UUID(), name: "여행 \(index)", notes: "benchmark trip \(index)", createdAt: time,
                        updatedAt: time, stops: stops))
            }
        }
    }

    /// Reads `path` through once, untimed, so that every measured command starts from the same
    /// page cache. These machines give cached file pages back within seconds (1 GB cached with
    /// 23 GB free), so whichever command followed a long one read its input from disk: `backup
    /// create` ran after the 30-second reload and `.dump` right after a create of the same file.
    static func warm(_ path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {}
    }

    static func checked(_ run: ChildRun) throws -> ChildRun {
        guard run.status == 0 else { throw BenchmarkError("a measured command failed with wait status \(run.status)") }
        return run
    }

    static func siblingExecutable(_ name: String) throws -> String {
        let own =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError("\(path) is missing; build it first: swift build -c release --product \(name)")
        }
        return path
    }

    static func since(_ start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
