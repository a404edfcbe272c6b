import Foundation
import TripStore

/// `trip-bench sync [--trips N] [--stops-per-trip M] [--keep]`
///
/// Fills a database, times `trip backup create` of it, then the first `trip sync` to a local bare
/// repository, then a sync after renaming one trip, all as child processes. Targets: the first sync
/// within 3× the backup; the one-trip sync within 1 s, committing exactly one document.
enum SyncBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var trips = 10_000
        var stops = 10
        var keep = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--keep" {
                keep = true
            } else if ["--trips", "--stops-per-trip"].contains(argument), index + 1 < arguments.count,
                let number = Int(arguments[index + 1]), number >= 0
            {
                if argument == "--trips" { trips = number } else { stops = number }
                index += 1
            } else {
                writeError("trip-bench sync: unknown argument \(argument); use --trips N --stops-per-trip M --keep\n")
                return 64
            }
            index += 1
        }
        do {
            try measure(trips: trips, stops: stops, keep: keep)
            return 0
        } catch {
            writeError("trip-bench sync: \(error)\n")
            return 1
        }
    }

    static func measure(trips: Int, stops: Int, keep: Bool) throws {
        let trip = try BackupBenchmark.siblingExecutable("trip")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-bench-sync-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: folder) } }
        let database = "\(folder)/trip.sqlite"
        print("sync benchmark: \(trips) trips × \(stops) stops, in \(folder)")
        try BackupBenchmark.fill(database, trips: trips, stopsPerTrip: stops)
        let environment = ["TRIP_MACHINE": "bench"]
        let backup = try BackupBenchmark.checked(
            ChildProcess.run([trip, "backup", "create", "\(folder)/backup.tar.gz", "--db", database]))
        print(String(format: "trip backup create            %8.2f s", backup.seconds))
        let remote = "\(folder)/remote.git"
        _ = try BackupBenchmark.checked(ChildProcess.shell("git init --quiet --bare --initial-branch=main '\(remote)'"))
        _ = try BackupBenchmark.checked(
            ChildProcess.run([trip, "sync", "init", remote, "--db", database], environment: environment))
        let first = try BackupBenchmark.checked(
            ChildProcess.run([trip, "sync", "--db", database], environment: environment))
        print(String(format: "first trip sync               %8.2f s", first.seconds))
        let name = try Database(path: database).read { try $0.trips.summaries().first?.name } ?? "여행 0"
        _ = try BackupBenchmark.checked(
            ChildProcess.run([trip, "rename", name, name + " (edited)", "--db", database], environment: environment))
        let report = "\(folder)/report.json"
        let second = try BackupBenchmark.checked(
            ChildProcess.shell(
                "TRIP_MACHINE=bench '\(trip)' sync --json --db '\(database)' > '\(report)'"))
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let committed =
            text.split(separator: "\n").first { $0.contains("\"committed\"") }?
            .filter(\.isNumber) ?? "?"
        print(
            String(
                format: "sync after editing one trip   %8.2f s   committed %@ document(s)", second.seconds,
                String(committed)))
        print(
            String(
                format: "first sync / backup create %.2f× (target ≤ 3×); one-trip sync %.2f s (target ≤ 1 s)",
                first.seconds / backup.seconds, second.seconds))
    }
}
