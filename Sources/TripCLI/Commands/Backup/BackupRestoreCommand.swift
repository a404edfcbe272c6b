import Foundation
import TripBackup

enum BackupRestoreCommand {
    static let spec = CommandSpec(
        name: "restore", abstract: "Restore a backup into the database (also a 여행가자곰 backup).",
        discussion: """
            The format is recognised from the file's bytes. --merge (default) matches trips by id and keeps
            the newer one; restoring the same backup twice changes nothing. --replace makes the database
            equal to the backup, after writing a safety backup next to the database (the last 5 are kept).
            Either way the database changes whole or not at all.
            """,
        arguments: [ArgumentSpec("file", "The backup to restore")],
        options: [
            .flag("merge", "Add and update trips, keep the rest (default)"),
            .flag("replace", "Make the database equal to the backup"),
            .flag("dry-run", "Only list what would be added, updated, unchanged and removed"),
            .yes,
            BackupCommands.passphraseFileOption,
            .json,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments.positionals[0]
        if arguments.flag("merge") && arguments.flag("replace") {
            throw CLIError.usage("choose one of --merge and --replace", helpPath: ["backup", "restore"])
        }
        let mode: RestoreMode = arguments.flag("replace") ? .replace : .merge
        let dryRun = arguments.flag("dry-run")
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError.noInput("\(path): no such file") }
        let database = try context.database()
        if mode == .replace && !dryRun {
            guard
                try context.confirm(
                    "Replace every trip in \(context.databasePath) with \(path)?", yes: arguments.flag("yes"))
            else { return context.note("Nothing restored.") }
            let safety = try BackupCommands.reportingErrors(writing: true) {
                try SafetyBackup.write(
                    database: database, directory: BackupCommands.folder(ofDatabase: context.databasePath),
                    generator: "trip \(TripVersion.current)",
                    date: Date(timeIntervalSince1970: Double(context.now().millisecondsSinceEpoch) / 1000))
            }
            context.note("Safety backup: \(safety)")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? 0
        let bar = BackupProgressBar(context, label: "Restoring", large: size >= 1 << 20)
        let report = try BackupCommands.reportingErrors {
            try BackupVerifyCommand.withPassphrase(arguments, context, file: path) { passphrase in
                try Restorer(database: database).restore(path: path, mode: mode, dryRun: dryRun, passphrase: passphrase)
                {
                    bar.update(done: $0, total: $1)
                }
            }
        }
        bar.finish()
        try show(report, path: path, arguments: arguments, context: context)
    }

    private static func show(
        _ report: RestoreReport, path: String, arguments: ParsedArguments, context: CommandContext
    ) throws {
        if arguments.flag("json") { return try context.printJSON(RestoredBackup(report, path: path)) }
        for note in report.notes { context.note("Note: \(note)") }
        if !report.skippedSections.isEmpty {
            context.note("Skipped (this trip does not store them): \(report.skippedSections.joined(separator: ", "))")
        }
        let source = report.source == .legacy ? "여행가자곰 backup" : "backup"
        let verb = report.dryRun ? "would restore" : "restored"
        context.print(
            "\(path): \(verb) \(source) (\(report.mode.rawValue)): \(report.counts.added) added, \(report.counts.updated) updated, "
                + "\(report.counts.unchanged) unchanged, \(report.counts.removed) removed")
        // The other sections (spots, bookmarks, search history, companions) only when the backup held any.
        for (name, outcome) in report.sections.sorted(by: { $0.key < $1.key })
        where outcome.added + outcome.updated + outcome.unchanged + outcome.removed > 0 {
            context.print(
                "  \(name): \(outcome.added) added, \(outcome.updated) updated, \(outcome.unchanged) unchanged, "
                    + "\(outcome.removed) removed")
        }
        guard report.dryRun || report.source == .legacy else { return }
        let groups = [("Added", report.added), ("Updated", report.updated), ("Removed", report.removed)]
        for (title, trips) in groups where !trips.isEmpty {
            context.print("\(title):")
            for trip in trips { context.print("  \(trip.name) (\(trip.id.uuidString.lowercased().prefix(8)))") }
        }
    }
}

/// `trip backup restore --json`.
struct RestoredBackup: Encodable {
    struct Item: Encodable {
        var id: String
        var name: String
    }

    var path: String
    var source: String
    var format: String
    var mode: String
    var dryRun: Bool
    /// Exact counts; the lists stop at 1,000 trips each unless --dry-run.
    var counts: [String: Int]
    var added: [Item]
    var updated: [Item]
    var unchanged: [Item]
    var keptLocal: [Item]
    var removed: [Item]
    var skippedSections: [String]
    var notes: [String]

    init(_ report: RestoreReport, path: String) {
        func items(_ trips: [TripReference]) -> [Item] {
            trips.map { Item(id: $0.id.uuidString.lowercased(), name: $0.name) }
        }
        self.path = path
        source = report.source == .legacy ? "여행가자곰" : "trip-backup"
        format = report.format.rawValue
        mode = report.mode.rawValue
        dryRun = report.dryRun
        counts = [
            "added": report.counts.added, "updated": report.counts.updated, "unchanged": report.counts.unchanged,
            "keptLocal": report.counts.keptLocal, "removed": report.counts.removed,
        ]
        added = items(report.added)
        updated = items(report.updated)
        unchanged = items(report.unchanged)
        keptLocal = items(report.keptLocal)
        removed = items(report.removed)
        skippedSections = report.skippedSections
        notes = report.notes
    }
}
