import Foundation
import TripBackup
import TripGeo
import TripModel
import TripStore

/// `trip-bench backup [--trips N] [--stops-per-trip M] [--format F] [--keep]`
///
/// Fills a temporary database, then times `trip backup create`, `verify` and `restore` as child
/// processes (so each one's peak memory is its own) next to the baseline `sqlite3 DB .dump | gzip`
/// and its reload, in the same run on the same data. Targets: create and restore within 2× of the
/// baseline; peak memory under 100 MB at any size.
enum BackupBenchmark {
    struct Options {
        var trips = 100_000
        var stopsPerTrip = 10
        var format = BackupFormat.tarGzip
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
            case "--format":
                let text = try value()
                guard let format = BackupFormat(rawValue: text), BackupFormat.writable.contains(format) else {
                    throw BenchmarkError("unknown --format \(text)")
                }
                options.format = format
            case "--keep": options.keep = true
            default:
                throw BenchmarkError(
                    "unknown argument \(arguments[index]); use --trips N --stops-per-trip M --format F --keep")
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
        let database = "\(folder)/source.sqlite"
        let archive = "\(folder)/backup.\(options.format.fileExtension)"
        print(
            "backup benchmark: \(options.trips) trips × \(options.stopsPerTrip) stops, \(options.format.rawValue), in \(folder)"
        )

        let fillStart = DispatchTime.now()
        try fill(database, trips: options.trips, stopsPerTrip: options.stopsPerTrip)
        print(row("fill (in-process)", seconds: since(fillStart), peak: nil, extra: size(of: database)))

        let create = try checked(
            ChildProcess.run([trip, "backup", "create", archive, "--db", database, "--format", options.format.rawValue])
        )
        print(row("trip backup create", create, extra: size(of: archive)))
        let verify = try checked(ChildProcess.run([trip, "backup", "verify", archive]))
        print(row("trip backup verify", verify, extra: nil))
        let restored = "\(folder)/restored.sqlite"
        let restore = try checked(ChildProcess.run([trip, "backup", "restore", archive, "--db", restored]))
        print(row("trip backup restore", restore, extra: nil))

        let dump = "\(folder)/dump.sql.gz"
        let baseline = try checked(ChildProcess.shell("sqlite3 '\(database)' .dump | gzip > '\(dump)'"))
        print(
            row(
                "sqlite3 .dump | gzip", seconds: baseline.seconds, peak: nil, extra: size(of: dump),
                cpu: baseline.cpuSeconds))
        let reload = try checked(ChildProcess.shell("gunzip -c '\(dump)' | sqlite3 '\(folder)/reloaded.sqlite'"))
        print(row("gunzip | sqlite3 (reload)", seconds: reload.seconds, peak: nil, extra: nil, cpu: reload.cpuSeconds))

        let peak = max(create.peakBytes, verify.peakBytes, restore.peakBytes)
        print(
            String(
                format: "create/dump %.2f×, restore/reload %.2f× (target ≤ 2×); peak %.1f MB (target < 100 MB)",
                create.seconds / baseline.seconds, restore.seconds / reload.seconds, Double(peak) / 1_048_576))
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

    private static func since(_ start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    private static func size(of path: String) -> String? {
        guard let bytes = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64 else { return nil }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    private static func row(_ label: String, _ run: ChildRun, extra: String?) -> String {
        row(label, seconds: run.seconds, peak: run.peakBytes, extra: extra, cpu: run.cpuSeconds)
    }

    private static func row(_ label: String, seconds: Double, peak: Int64?, extra: String?, cpu: Double? = nil)
        -> String
    {
        let name = label.padding(toLength: 28, withPad: " ", startingAt: 0)
        let time =
            String(format: "%8.2f s", seconds)
            + (cpu.map { String(format: " (cpu %6.2f s)", $0) } ?? String(repeating: " ", count: 15))
        let memory =
            peak.map { String(format: "   peak %6.1f MB", Double($0) / 1_048_576) } ?? String(repeating: " ", count: 17)
        return name + time + memory + (extra.map { "   \($0)" } ?? "")
    }
}
