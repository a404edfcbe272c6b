import Foundation
import TripStore

/// `trip-bench sync [--trips N] [--stops-per-trip M] [--spots S] [--runs R] [--keep]`
///
/// Each run fills a fresh database (with `--spots`, also a synthetic catalog of S spots, which the sync
/// carries too: the one-trip target must hold with a realistic catalog present), times `trip backup create` of it (the baseline), then the first
/// `trip sync` to a fresh local bare repository, then three syncs each after renaming one trip, all as
/// child processes. Figures are medians over the runs. Targets: the first sync within 3× the backup;
/// a one-trip sync within 1 s, committing exactly one document.
enum SyncBenchmark {
    struct Options {
        var trips = 10_000
        var stops = 10
        var spots = 0
        var runs = 3
        var keep = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--keep" {
                options.keep = true
            } else if ["--trips", "--stops-per-trip", "--spots", "--runs"].contains(argument),
                index + 1 < arguments.count,
                let number = Int(arguments[index + 1]), number >= (argument == "--runs" ? 1 : 0)
            {
                switch argument {
                case "--trips": options.trips = number
                case "--runs": options.runs = number
                case "--spots": options.spots = number
                default: options.stops = number
                }
                index += 1
            } else {
                writeError(
                    "trip-bench sync: unknown argument \(argument); "
                        + "use --trips N --stops-per-trip M --spots S --runs R --keep\n")
                return 64
            }
            index += 1
        }
        do {
            try measure(options)
            return 0
        } catch {
            writeError("trip-bench sync: \(error)\n")
            return 1
        }
    }

    struct Round {
        var backup: Double
        var first: Double
        var edits: [Double]
        var committed: [String]
    }

    static func measure(_ options: Options) throws {
        let trip = try BackupBenchmark.siblingExecutable("trip")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-bench-sync-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if !options.keep { try? FileManager.default.removeItem(atPath: folder) } }
        print(
            "sync benchmark: \(options.trips) trips × \(options.stops) stops, \(options.spots) spots, "
                + "\(options.runs) run(s), in \(folder)")
        var rounds: [Round] = []
        for number in 1...options.runs {
            let round = try measureRound(trip: trip, folder: "\(folder)/run\(number)", options: options)
            print(
                String(
                    format: "run %d: backup create %.2f s, first sync %.2f s (%.2f×), one-trip syncs %@ s", number,
                    round.backup, round.first, round.first / round.backup,
                    round.edits.map { String(format: "%.2f", $0) }.joined(separator: " ")))
            rounds.append(round)
        }
        let backup = median(rounds.map(\.backup))
        let first = median(rounds.map(\.first))
        let edit = median(rounds.flatMap(\.edits))
        let committed = Set(rounds.flatMap(\.committed)).sorted().joined(separator: ",")
        print(String(format: "trip backup create (median)        %8.2f s", backup))
        print(String(format: "first trip sync (median)           %8.2f s", first))
        print(String(format: "sync after one edit (median)       %8.2f s   committed %@ document(s)", edit, committed))
        print(
            String(
                format: "first sync / backup create %.2f× (target ≤ 3×); one-trip sync %.2f s (target ≤ 1 s)",
                first / backup, edit))
    }

    static func measureRound(trip: String, folder: String, options: Options) throws -> Round {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = "\(folder)/trip.sqlite"
        try BackupBenchmark.fill(database, trips: options.trips, stopsPerTrip: options.stops)
        if options.spots > 0 { try SpotsBenchmarkData.fill(try Database(path: database), from: 0, to: options.spots) }
        let environment = ["TRIP_MACHINE": "bench"]
        let backup = try BackupBenchmark.checked(
            ChildProcess.run([trip, "backup", "create", "\(folder)/backup.tar.gz", "--db", database]))
        let remote = "\(folder)/remote.git"
        _ = try BackupBenchmark.checked(ChildProcess.shell("git init --quiet --bare --initial-branch=main '\(remote)'"))
        _ = try BackupBenchmark.checked(
            ChildProcess.run([trip, "sync", "init", remote, "--db", database], environment: environment))
        let first = try BackupBenchmark.checked(
            ChildProcess.run([trip, "sync", "--db", database], environment: environment))
        let names = try Database(path: database).read { try $0.trips.summaries().prefix(3).map(\.name) }
        var edits: [Double] = []
        var committed: [String] = []
        for name in names {
            _ = try BackupBenchmark.checked(
                ChildProcess.run(
                    [trip, "rename", name, name + " (edited)", "--db", database], environment: environment))
            let report = "\(folder)/report.json"
            let run = try BackupBenchmark.checked(
                ChildProcess.shell("TRIP_MACHINE=bench '\(trip)' sync --json --db '\(database)' > '\(report)'"))
            edits.append(run.seconds)
            let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            committed.append(
                text.split(separator: "\n").first { $0.contains("\"committed\"") }.map { String($0.filter(\.isNumber)) }
                    ?? "?")
        }
        return Round(backup: backup.seconds, first: first.seconds, edits: edits, committed: committed)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
