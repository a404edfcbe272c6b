import Foundation
import TripBackup
import TripModel

enum BackupRestoreCommand {
    static let spec = CommandSpec(
        name: "restore", abstract: "Restore a backup into the database (also a 여행가자곰 backup).",
        discussion: """
            The format is recognised from the file's bytes. --merge (default) matches trips by id and keeps
            the newer one; restoring the same backup twice changes nothing. --replace makes the database
            equal to the backup. A restore that updates or removes anything stored here first keeps a
            safety backup of it in safety-backups/ next to the database (the last 5 per database are kept)
            and names it. Either way the database changes whole or not at all. FILE - reads standard input.
            A trip whose common ancestor is known merges field by field, keeping the edits of both sides:
            from --base EARLIER (an earlier backup both this database and FILE grew from), else from the
            last 'trip sync'.
            """,
        arguments: [ArgumentSpec("file", "The backup to restore (- for standard input)")],
        options: Options.specs,
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        let (argument, mode, dryRun, basePath) = (options.file, options.mode, options.dryRun, options.basePath)
        let name = argument == "-" ? StandardStreams.inputName : argument
        let database = try context.database()
        if mode == .replace && !dryRun {
            guard
                try context.confirm(
                    localized("backup.confirm-replace", ["database": context.databasePath, "file": name]),
                    yes: options.yes)
            else { return context.note(localized("backup.nothing-restored")) }
        }
        // Read whole into a private file first: nothing is applied before all of it is verified.
        let spool = argument == "-" ? try StandardInputSpool(context, limit: ArchiveLimits.standard.maxTotalBytes) : nil
        let path = spool?.path ?? argument
        let safety = SafetyBackup(
            databasePath: context.databasePath, directory: BackupCommands.folder(ofDatabase: context.databasePath),
            generator: "trip \(TripVersion.current)")
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? 0
        let bar = BackupProgressBar(context, label: localized("backup.progress-restoring"), large: size >= 1 << 20)
        // A trip the last sync recorded has a known base: a merge then keeps both sides' edits.
        let synced =
            mode == .merge ? try SyncCommands.engine(context).syncedBase() : nil
        // An earlier backup named with --base is read and verified whole before anything is restored.
        let earlier = try basePath.map { path in
            try BackupVerifyCommand.withPassphrase(options.passphraseFile, context, file: path) { passphrase in
                try BackupBase.trips(path: path, passphrase: passphrase)
            }
        }
        let base: ((UUID) throws -> Trip?)? =
            earlier.map { trips in { id in try trips[id] ?? synced?(id) } } ?? synced
        let report = try BackupVerifyCommand.withPassphrase(options.passphraseFile, context, file: name) { passphrase in
            try Restorer(database: database, base: base).restore(
                path: path, mode: mode, dryRun: dryRun, passphrase: passphrase, displayName: name, safety: safety
            ) {
                bar.update(done: $0, total: $1)
            }
        }
        bar.finish()
        try show(report, path: name, json: options.json, context: context)
    }

    private static func show(_ report: RestoreReport, path: String, json: Bool, context: CommandContext) throws {
        if json { return try context.printJSON(RestoredBackup(report, path: path)) }
        for note in report.notes { context.note(localized("backup.note", ["note": note])) }
        if !report.skippedSections.isEmpty {
            context.note(
                localized("backup.skipped-sections", ["sections": report.skippedSections.joined(separator: ", ")]))
        }
        // Trips newer here are shown apart from the unchanged ones (when there are any), so the
        // figures add up to the trips in the backup.
        let counts: [String: any CustomStringConvertible] = [
            "added": report.counts.added, "updated": report.counts.updated, "unchanged": report.counts.unchanged,
            "kept": report.counts.keptLocal, "removed": report.counts.removed,
        ]
        let figures =
            report.counts.keptLocal > 0
            ? localized("backup.restore-counts-kept", counts) : localized("backup.restore-counts", counts)
        let summary: [String: any CustomStringConvertible] = [
            "path": path, "mode": report.mode.rawValue, "counts": figures,
        ]
        switch (report.dryRun, report.source == .legacy) {
        case (false, false): context.print(localized("backup.restored", summary))
        case (false, true): context.print(localized("backup.restored-legacy", summary))
        case (true, false): context.print(localized("backup.would-restore", summary))
        case (true, true): context.print(localized("backup.would-restore-legacy", summary))
        }
        // The other sections (spots, bookmarks, search history, companions) only when the backup held any.
        for (name, outcome) in report.sections.sorted(by: { $0.key < $1.key })
        where outcome.added + outcome.updated + outcome.unchanged + outcome.removed > 0 {
            let figures = localized(
                "backup.restore-counts",
                [
                    "added": outcome.added, "updated": outcome.updated, "unchanged": outcome.unchanged,
                    "removed": outcome.removed,
                ])
            context.print("  \(name): \(figures)")
        }
        RestoreWarnings.show(report, context: context)
        guard report.dryRun || report.source == .legacy else { return }
        let groups = [
            (localized("backup.list-added"), report.added), (localized("backup.list-updated"), report.updated),
            (localized("backup.list-removed"), report.removed),
        ]
        for (title, trips) in groups where !trips.isEmpty {
            context.print(title)
            for trip in trips { context.print("  \(trip.name) (\(trip.id.shortID))") }
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
    /// Trips stamped more than a day in the future (listed up to 1,000; counted in `counts`).
    var futureDated: [Item]
    /// The copy of the local data kept before the restore changed it; null when nothing local changed.
    var safetyBackup: String?

    init(_ report: RestoreReport, path: String) {
        func items(_ trips: [TripReference]) -> [Item] {
            trips.map { Item(id: $0.id.lowercasedString, name: $0.name) }
        }
        self.path = path
        source = report.source == .legacy ? "여행가자곰" : "trip-backup"
        format = report.format.rawValue
        mode = report.mode.rawValue
        dryRun = report.dryRun
        counts = [
            "added": report.counts.added, "updated": report.counts.updated, "unchanged": report.counts.unchanged,
            "keptLocal": report.counts.keptLocal, "removed": report.counts.removed,
            "futureDated": report.counts.futureDated,
        ]
        added = items(report.added)
        updated = items(report.updated)
        unchanged = items(report.unchanged)
        keptLocal = items(report.keptLocal)
        removed = items(report.removed)
        skippedSections = report.skippedSections
        notes = report.notes
        futureDated = items(report.futureDated)
        safetyBackup = report.safetyBackup
    }
}
