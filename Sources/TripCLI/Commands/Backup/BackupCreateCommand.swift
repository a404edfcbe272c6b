import Foundation
import TripBackup
import TripModel

enum BackupCreateCommand {
    static let spec = CommandSpec(
        name: "create", abstract: "Write a backup of every trip.",
        discussion: """
            The file is written under a temporary name and renamed when whole, readable only by you (0600).
            The same data always gives the same bytes (encrypted zips excepted).
            --format 여행가자곰 (or legacy) writes a zip the phone app can restore.
            """,
        arguments: [
            ArgumentSpec("file", "Where to write (default: trip-backup-YYYYMMDD-HHMMSS.tar.gz)", optional: true)
        ],
        options: [
            .value("format", "FORMAT", "tar.gz (default), tar.zst, tar.xz, zip, or 여행가자곰/legacy"),
            .flag("encrypt", "Encrypt with AES-256 (zip only; the format becomes zip)"),
            BackupCommands.passphraseFileOption,
            .flag("force", "Overwrite FILE if it exists"),
            .json,
        ],
        run: run)

    static let legacyNames: Set<String> = ["여행가자곰", "legacy"]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let requested = arguments.value("format")
        if let requested, legacyNames.contains(requested) { return try runLegacy(arguments, context) }
        let format = try chooseFormat(requested, file: arguments.positional(0), encrypt: arguments.flag("encrypt"))
        let date = Date(timeIntervalSince1970: Double(context.now().millisecondsSinceEpoch) / 1000)
        let path =
            arguments.positional(0)
            ?? BackupLayout.defaultFileName(at: date, format: format, timeZone: Self.localTimeZone(context))
        var passphrase: String?
        if arguments.flag("encrypt") {
            passphrase =
                try BackupPassphrase.supplied(arguments, context)
                ?? BackupPassphrase.prompt(context, confirm: true, file: path)
            try BackupPassphrase.checkLength(passphrase ?? "")
        }
        let database = try context.database()
        let tripCount = try database.read { try $0.trips.allIDs().count }
        let bar = BackupProgressBar(context, label: "Backing up", large: tripCount >= 1000)
        let summary = try BackupCommands.reportingErrors(writing: true) {
            try BackupCreator(database: database, generator: "trip \(TripVersion.current)").create(
                at: path, format: format, passphrase: passphrase, overwrite: arguments.flag("force")
            ) { done, total in bar.update(done: Int64(done), total: Int64(total)) }
        }
        bar.finish()
        if arguments.flag("json") {
            return try context.printJSON(
                CreatedBackup(path: path, format: format.rawValue, encrypted: passphrase != nil, counts: summary.counts)
            )
        }
        context.print("Backed up \(BackupCommands.describe(counts: summary.counts)) to \(path)")
    }

    /// `--format` when given; else the file name's extension; else tar.gz. `--encrypt` needs zip.
    static func chooseFormat(_ requested: String?, file: String?, encrypt: Bool) throws -> BackupFormat {
        if let requested {
            guard let format = BackupFormat(rawValue: requested), BackupFormat.writable.contains(format) else {
                throw CLIError.usage(
                    "unknown --format '\(requested)'; use tar.gz, tar.zst, tar.xz, zip or 여행가자곰",
                    helpPath: ["backup", "create"])
            }
            if encrypt && format != .zip {
                throw CLIError.usage(
                    "--encrypt writes an AES-256 zip; use --format zip", helpPath: ["backup", "create"])
            }
            return format
        }
        if encrypt { return .zip }
        let byName = BackupFormat.writable.first { file?.hasSuffix(".\($0.fileExtension)") == true }
        return byName ?? .tarGzip
    }

    private static func runLegacy(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments.flag("encrypt") {
            throw CLIError.usage("the 여행가자곰 format cannot be encrypted", helpPath: ["backup", "create"])
        }
        let date = Date(timeIntervalSince1970: Double(context.now().millisecondsSinceEpoch) / 1000)
        let path =
            arguments.positional(0)
            ?? LegacyBackupWriter.defaultFileName(at: date, timeZone: Self.localTimeZone(context))
        let database = try context.database()
        let count = try BackupCommands.reportingErrors(writing: true) {
            try LegacyBackupWriter(database: database).create(at: path, overwrite: arguments.flag("force"))
        }
        if arguments.flag("json") {
            return try context.printJSON(
                CreatedBackup(path: path, format: "여행가자곰", encrypted: false, counts: ["trips": count]))
        }
        context.print("Wrote \(count) trip\(count == 1 ? "" : "s") for 여행가자곰 to \(path)")
    }

    /// Local time for default file names: `$TZ` as the command sees it, else the system's zone.
    static func localTimeZone(_ context: CommandContext) -> TimeZone {
        context.io.environment["TZ"].flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) }
            ?? .current
    }
}

/// `trip backup create --json`.
struct CreatedBackup: Encodable {
    var path: String
    var format: String
    var encrypted: Bool
    var counts: [String: Int]
}
