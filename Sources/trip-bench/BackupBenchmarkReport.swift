import Foundation
import TripBackup

/// One `trip` binary's create, verify and restore runs.
struct Side {
    let label: String
    let binary: String
    var create: [ChildRun] = []
    var verify: [ChildRun] = []
    var restore: [ChildRun] = []
    var archiveBytes: Int64 = 0

    /// Creates, verifies and restores once; the restore goes into a database made empty first.
    mutating func measure(database: String, folder: String, format: BackupFormat?) throws {
        // Without --format the name has no known extension, so the binary picks its own default.
        let archive = "\(folder)/\(label).backup" + (format.map { ".\($0.fileExtension)" } ?? "")
        let formatArguments = format.map { ["--format", $0.rawValue] } ?? []
        BackupBenchmark.warm(database)
        create.append(
            try BackupBenchmark.checked(
                ChildProcess.run(
                    [binary, "backup", "create", archive, "--db", database, "--force"] + formatArguments)))
        archiveBytes = BackupBenchmarkReport.size(of: archive)
        BackupBenchmark.warm(archive)
        verify.append(try BackupBenchmark.checked(ChildProcess.run([binary, "backup", "verify", archive])))
        let restored = "\(folder)/\(label)-restored.sqlite"
        BackupBenchmarkReport.removeDatabase(restored)
        BackupBenchmark.warm(archive)
        restore.append(
            try BackupBenchmark.checked(ChildProcess.run([binary, "backup", "restore", archive, "--db", restored])))
    }
}

/// The baseline: `sqlite3 DB .dump | gzip -6` and the reload of that dump into an empty database.
struct Timings {
    var dump: [ChildRun] = []
    var reload: [ChildRun] = []
    var dumpBytes: Int64 = 0

    mutating func measureDump(database: String, folder: String) throws {
        let dumpFile = "\(folder)/dump.sql.gz"
        BackupBenchmark.warm(database)
        dump.append(
            try BackupBenchmark.checked(ChildProcess.shell("sqlite3 '\(database)' .dump | gzip -6 > '\(dumpFile)'")))
        dumpBytes = BackupBenchmarkReport.size(of: dumpFile)
        let reloaded = "\(folder)/reloaded.sqlite"
        BackupBenchmarkReport.removeDatabase(reloaded)
        BackupBenchmark.warm(dumpFile)
        reload.append(
            try BackupBenchmark.checked(ChildProcess.shell("gunzip -c '\(dumpFile)' | sqlite3 '\(reloaded)'")))
    }
}

/// Medians (with the range) of every measured command, then the ratios the targets are stated in.
struct BackupBenchmarkReport {
    let sides: [Side]
    let baseline: Timings

    func print() {
        Swift.print("command                         median s  (min–max)        cpu s   peak MB   size MB")
        for side in sides {
            let size = Double(side.archiveBytes) / 1_048_576
            Swift.print(row("\(side.label) backup create", side.create, size: size))
            Swift.print(row("\(side.label) backup verify", side.verify, size: nil))
            Swift.print(row("\(side.label) backup restore", side.restore, size: nil))
        }
        Swift.print(row("sqlite3 .dump | gzip -6", baseline.dump, size: Double(baseline.dumpBytes) / 1_048_576))
        Swift.print(row("gunzip | sqlite3 (reload)", baseline.reload, size: nil))
        let dump = Self.median(baseline.dump), reload = Self.median(baseline.reload)
        for side in sides {
            let create = Self.median(side.create), verify = Self.median(side.verify)
            let restore = Self.median(side.restore)
            let peak = (side.create + side.verify + side.restore).map(\.peakBytes).max() ?? 0
            Swift.print(
                String(
                    format: "%@: create/dump %.2f× (target ≤ 0.7), restore/reload %.2f× (≤ 0.7), "
                        + "verify/create %.2f× (≤ 0.5), peak %.1f MB (≤ 100)",
                    side.label, create / dump, restore / reload, verify / create, Double(peak) / 1_048_576))
        }
        guard sides.count == 2 else { return }
        let (ours, theirs) = (sides[0], sides[1])
        Swift.print(
            String(
                format: "trip/compare (medians): create %.2f×, verify %.2f×, restore %.2f×",
                Self.median(ours.create) / Self.median(theirs.create),
                Self.median(ours.verify) / Self.median(theirs.verify),
                Self.median(ours.restore) / Self.median(theirs.restore)))
    }

    private func row(_ label: String, _ runs: [ChildRun], size: Double?) -> String {
        let seconds = runs.map(\.seconds)
        let peak = runs.map(\.peakBytes).max() ?? 0
        // The shell pipelines' peak is the shell's own, not its children's: left blank.
        let peakText = label.contains("|") ? "" : String(format: "%7.1f", Double(peak) / 1_048_576)
        return label.padding(toLength: 30, withPad: " ", startingAt: 0)
            + String(
                format: "%8.2f  (%.2f–%.2f)  %8.2f   ", Self.median(seconds), seconds.min() ?? 0, seconds.max() ?? 0,
                Self.median(runs.map(\.cpuSeconds)))
            + peakText.padding(toLength: 9, withPad: " ", startingAt: 0)
            + (size.map { String(format: "%8.1f", $0) } ?? "")
    }

    static func median(_ runs: [ChildRun]) -> Double { median(runs.map(\.seconds)) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func size(of path: String) -> Int64 {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64 ?? 0) ?? 0
    }

    /// An empty target each run: the database and its WAL files.
    static func removeDatabase(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
