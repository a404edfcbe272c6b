import Foundation

/// The invariant the structure-aware fuzzer checks for every mutated backup: either verify and
/// restore both refuse it as bad data (exit 65) and the database is unchanged, or both accept it
/// and every command that reads the restored database (list, show, export, history, companion list,
/// backup create and verify of the new backup) succeeds.
struct RestoreOracle {
    let directory: String
    let targetDatabase: Data

    /// Runs the commands on the backup at `archive`; returns what broke the invariant, if anything.
    func violation(archive: String, replace: Bool) -> String? {
        let database = directory + "/target.sqlite"
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        guard FileManager.default.createFile(atPath: database, contents: targetDatabase) else {
            return "harness: cannot copy the target database"
        }
        let trip = InProcessTrip(databasePath: database, directory: directory)
        let verify = trip.run(["backup", "verify", archive])
        let before = (try? trip.dump()) ?? "?"
        var restore = trip.run(["backup", "restore", archive] + (replace ? ["--replace", "--yes"] : []))
        // The safety backup's line names a new file each time; it is not part of what went wrong.
        restore.stderr = restore.stderr.split(separator: "\n").filter { !$0.hasPrefix("Safety backup:") }
            .joined(separator: "\n")
        let after = (try? trip.dump()) ?? "?"
        switch (verify.code, restore.code) {
        case (0, 0):
            return readBack(trip)
        case (0, _):
            return "verify accepted, restore refused (exit \(restore.code)): \(restore.stderr)"
        case (_, 0):
            return "restore accepted what verify refused (exit \(verify.code)): \(verify.stderr)"
        default:
            if verify.code != 65 { return "verify refused with exit \(verify.code), not 65: \(verify.stderr)" }
            if restore.code != 65 { return "restore refused with exit \(restore.code), not 65: \(restore.stderr)" }
            if before != after { return "refused restore changed the database: \(restore.stderr)" }
            return nil
        }
    }

    private func readBack(_ trip: InProcessTrip) -> String? {
        let list = trip.run(["list", "--json"])
        guard list.code == 0 else { return "list after restore: exit \(list.code): \(list.stderr)" }
        // The commands that read every part of a trip; kept few, since each input runs them all.
        var commands: [[String]] = [["history"], ["companion", "list", "--all"]]
        for (index, id) in Self.tripIds(list.stdout).enumerated() {
            commands += [["show", id, "--json"], ["export", id, "--format", "json"]]
            if index == 0 { commands += [["show", id], ["export", id, "--format", "gpx"]] }
        }
        let copy = directory + "/again.tar.gz"
        commands += [
            ["backup", "create", copy, "--force"], ["backup", "verify", copy],
            ["backup", "create", directory + "/Trip_261201_10.00.zip", "--format", "legacy", "--force"],
        ]
        for command in commands {
            let result = trip.run(command)
            if result.code != 0 {
                return "\(command.first ?? "") \(command.dropFirst().first ?? "") after restore: exit \(result.code): "
                    + result.stderr
            }
        }
        return nil
    }

    private static func tripIds(_ json: String) -> [String] {
        guard case .array(let trips)? = FuzzJSON.parse(Data(json.utf8)) else { return [] }
        return trips.compactMap { trip in
            if case .string(let id)? = trip.value(at: [.key("id")]) { return id }
            return nil
        }
    }
}
