import Foundation
import TripBackup

#if canImport(Glibc)
    import Glibc
#endif

/// Where a backup passphrase comes from: `--passphrase-file`, `$TRIP_PASSPHRASE`, or a prompt on the
/// terminal with echo off. Never the command line, where `ps` and shell history would show it.
enum BackupPassphrase {
    /// The largest passphrase file read; a passphrase is a line, not a document.
    static let maximumFileBytes = 4096

    /// The passphrase given without asking, if any.
    /// - Parameter path: `--passphrase-file`, if given.
    static func supplied(file path: String?, _ context: CommandContext) throws -> String? {
        if let path {
            let data = try InputFile.read(path, limit: maximumFileBytes)
            let line =
                String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .first.map(String.init) ?? ""
            let trimmed = line.hasSuffix("\r") ? String(line.dropLast()) : line
            guard !trimmed.isEmpty else {
                throw CLIError.dataError(localized("backup.passphrase-file-empty", ["path": path]))
            }
            return trimmed
        }
        if let value = context.io.variable("TRIP_PASSPHRASE"), !value.isEmpty { return value }
        return nil
    }

    /// The shortest passphrase a new encrypted backup accepts: one or two characters are guessed in
    /// moments, and the archive may travel far (mail, cloud folders).
    static let minimumLength = 8

    /// Refuses a passphrase too short to protect a new backup (reading an existing one takes any).
    static func checkLength(_ passphrase: String) throws {
        guard passphrase.count < minimumLength else { return }
        throw CLIError.usage(
            localized("backup.passphrase-too-short", ["minimum": minimumLength, "count": passphrase.count]))
    }

    /// Asks on the terminal, twice when `confirm` (a typo would lock the backup for good).
    /// - Throws: `CLIError.usage` when not on a terminal.
    static func prompt(_ context: CommandContext, confirm: Bool, file: String) throws -> String {
        guard context.io.stdinIsTerminal else {
            throw CLIError.usage(localized("backup.passphrase-needed", ["file": file]))
        }
        let first = try readHidden(localized("backup.passphrase-prompt", ["file": file]), context)
        guard !first.isEmpty else { throw CLIError.usage(localized("backup.passphrase-empty")) }
        if confirm, try readHidden(localized("backup.passphrase-repeat"), context) != first {
            throw CLIError.usage(localized("backup.passphrases-differ"))
        }
        return first
    }

    /// Reads a line from the terminal with echo turned off, restoring the terminal afterwards.
    private static func readHidden(_ question: String, _ context: CommandContext) throws -> String {
        context.io.standardError.write(question)
        var saved = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if hasTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        defer {
            if hasTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            context.io.standardError.write("\n")
        }
        return context.io.readLine() ?? ""
    }
}
