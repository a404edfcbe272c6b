import Foundation
import TripBackup
import TripModel

enum BackupCreateCommand {
    static let spec = CommandSpec(
        name: "create", abstract: "Write a backup of every trip.",
        discussion: """
            The file is written under a temporary name and renamed when whole, readable only by you (0600).
            Only a regular file is replaced (with --force); a symbolic link, device, FIFO or directory is
            refused. FILE - writes the backup to standard output (for ssh, rclone rcat, restic --stdin).
            The same data always gives the same bytes (encrypted zips excepted).
            The default is tar.zst: zstd compresses about three times faster than gzip, and smaller. A FILE
            ending in .tar.gz, or --format tar.gz, writes gzip for tools that read only gzip.
            --format 여행가자곰 (or legacy) writes a zip the phone app can restore.
            """,
        arguments: [
            ArgumentSpec("file", "Where to write (default: trip-backup-YYYYMMDD-HHMMSS.tar.zst)", optional: true)
        ],
        options: Options.specs,
        run: run)

    static let legacyNames: Set<String> = ["여행가자곰", "legacy"]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try Options(arguments)
        guard let format = options.format else { return try runLegacy(options, context) }
        let date = Date(timeIntervalSince1970: Double(context.now().millisecondsSinceEpoch) / 1000)
        let path =
            options.file
            ?? BackupLayout.defaultFileName(at: date, format: format, timeZone: Self.localTimeZone(context))
        var passphrase: String?
        if options.encrypt {
            passphrase =
                try BackupPassphrase.supplied(file: options.passphraseFile, context)
                ?? BackupPassphrase.prompt(context, confirm: true, file: path)
            try BackupPassphrase.checkLength(passphrase ?? "")
        }
        try options.checkOutput()
        let toStandardOutput = path == "-"
        let output = toStandardOutput ? try StandardStreams.binaryOutput(context, help: ["backup", "create"]) : nil
        let database = try context.database()
        let tripCount = try database.read { try $0.trips.allIDs().count }
        let bar = BackupProgressBar(context, label: localized("backup.progress-creating"), large: tripCount >= 1000)
        let hold = TestHold(context)
        let creator = BackupCreator(database: database, generator: "trip \(TripVersion.current)")
        let summary = try creating {
            let progress = { (done: Int, total: Int) in
                bar.update(done: Int64(done), total: Int64(total))
                hold.afterFirstTrip(done)
            }
            if let output {
                return try creator.create(
                    writingTo: output, name: StandardStreams.outputName, format: format, passphrase: passphrase,
                    progress: progress)
            }
            return try creator.create(
                at: path, format: format, passphrase: passphrase, overwrite: options.force, progress: progress
            )
        }
        bar.finish()
        if toStandardOutput {
            return context.note(
                localized(
                    "backup.created-to-standard-output", ["counts": BackupCommands.describe(counts: summary.counts)]))
        }
        if options.json {
            return try context.printJSON(
                CreatedBackup(path: path, format: format.rawValue, encrypted: passphrase != nil, counts: summary.counts)
            )
        }
        context.print(
            localized("backup.created", ["counts": BackupCommands.describe(counts: summary.counts), "path": path]))
    }

    /// `--format` when given; else the file name's extension; else tar.zst, which compresses about three
    /// times faster than gzip (issue 15: a backup faster than `sqlite3 .dump | gzip`). `--encrypt` needs zip.
    static func chooseFormat(_ requested: String?, file: String?, encrypt: Bool) throws -> BackupFormat {
        if let requested {
            guard let format = BackupFormat(rawValue: requested), BackupFormat.writable.contains(format) else {
                throw CLIError.usage(
                    localized("backup.unknown-format", ["format": requested]), helpPath: ["backup", "create"])
            }
            if encrypt && format != .zip {
                throw CLIError.usage(localized("backup.encrypt-needs-zip"), helpPath: ["backup", "create"])
            }
            return format
        }
        if encrypt { return .zip }
        let byName = BackupFormat.writable.first { file?.hasSuffix(".\($0.fileExtension)") == true }
        return byName ?? .tarZstd
    }

    private static func runLegacy(_ options: Options, _ context: CommandContext) throws {
        let date = Date(timeIntervalSince1970: Double(context.now().millisecondsSinceEpoch) / 1000)
        let path =
            options.file ?? LegacyBackupWriter.defaultFileName(at: date, timeZone: Self.localTimeZone(context))
        let database = try context.database()
        let summary = try creating {
            try LegacyBackupWriter(database: database).create(at: path, overwrite: options.force)
        }
        let dropped = summary.notCarried.phrases
        if !dropped.isEmpty {
            // Said even with --json (which also lists them): the app's format drops these silently.
            context.note(localized("backup.not-carried", ["list": dropped.joined(separator: ", ")]))
        }
        if options.json {
            return try context.printJSON(
                CreatedBackup(
                    path: path, format: "여행가자곰", encrypted: false, counts: ["trips": summary.trips],
                    notCarried: summary.notCarried))
        }
        context.print(localized("backup.created-legacy", ["count": summary.trips, "path": path]))
    }

    /// Local time for default file names: `$TZ` as the command sees it, else the system's zone.
    static func localTimeZone(_ context: CommandContext) -> TimeZone {
        context.io.variable("TZ").flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) }
            ?? .current
    }

    /// Runs `body`, reporting an I/O error as an output that cannot be created (73): elsewhere
    /// ``BackupError/io(file:message:)`` is an unreadable input (66, see `ErrorReporting`), but here
    /// the file at fault is the backup being written.
    private static func creating<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BackupError {
            guard case .io = error else { throw error }
            throw CLIError.cannotCreate(error.description)
        }
    }
}

/// `trip backup create --json`.
struct CreatedBackup: Encodable {
    var path: String
    var format: String
    var encrypted: Bool
    var counts: [String: Int]
    /// 여행가자곰 only: what the app's format could not hold.
    var notCarried: LegacyConversion.NotCarried? = nil
}
