import Foundation
import TripBackup

enum BackupVerifyCommand {
    static let spec = CommandSpec(
        name: "verify", abstract: "Read a whole backup and check it against its manifest.",
        discussion: "Exits 0 when every entry's SHA-256 and every count match, 65 otherwise. Nothing is written.",
        arguments: [ArgumentSpec("file", "The backup to check (- for standard input)")],
        options: [BackupCommands.passphraseFile.spec, Flag.json.spec],
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let argument = arguments.positionals[0]
        let passphraseFile = try arguments[BackupCommands.passphraseFile]
        let json = arguments[Flag.json]
        let path = argument == "-" ? StandardStreams.inputName : argument
        let spool = argument == "-" ? try StandardInputSpool(context, limit: ArchiveLimits.standard.maxTotalBytes) : nil
        let report = try withPassphrase(passphraseFile, context, file: path) { passphrase in
            try BackupVerifier.verify(path: spool?.path ?? argument, displayName: path, passphrase: passphrase)
        }
        if json {
            return try context.printJSON(
                VerifiedBackup(
                    path: path, format: report.format.rawValue,
                    kind: report.source == .legacy ? "여행가자곰" : "trip-backup",
                    generator: report.generator, counts: report.counts, entries: report.entries,
                    notes: report.notes, ok: true))
        }
        for note in report.notes { context.note(localized("backup.note", ["note": note])) }
        let counts = BackupCommands.describe(counts: report.counts)
        if report.source == .legacy {
            context.print(localized("backup.verified-legacy", ["path": path, "counts": counts]))
        } else {
            context.print(
                localized("backup.verified", ["path": path, "format": report.format.rawValue, "counts": counts]))
        }
    }

    /// Runs `body` with the supplied passphrase; if the file turns out to be encrypted and none was
    /// supplied, asks on the terminal and runs it again.
    /// - Parameter passphraseFile: `--passphrase-file`, if given.
    static func withPassphrase<T>(
        _ passphraseFile: String?, _ context: CommandContext, file: String, _ body: (String?) throws -> T
    ) throws -> T {
        let supplied = try BackupPassphrase.supplied(file: passphraseFile, context)
        do {
            return try body(supplied)
        } catch BackupError.passphraseRequired where supplied == nil && context.io.stdinIsTerminal {
            return try body(try BackupPassphrase.prompt(context, confirm: false, file: file))
        }
    }
}

/// `trip backup verify --json`.
struct VerifiedBackup: Encodable {
    var path: String
    var format: String
    var kind: String
    var generator: String?
    var counts: [String: Int]
    var entries: Int
    /// What a restore would change on the way in, as restore words it.
    var notes: [String]
    var ok: Bool
}
