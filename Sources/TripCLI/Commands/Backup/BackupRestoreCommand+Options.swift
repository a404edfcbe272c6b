import Foundation
import TripBackup

extension BackupRestoreCommand {
    /// `trip backup restore`'s file and options, checked before the database is opened.
    struct Options {
        static let merge = Flag("merge", "Add and update trips, keep the rest (default)")
        static let replace = Flag("replace", "Make the database equal to the backup")
        static let dryRun = Flag("dry-run", "Only list what would be added, updated, unchanged and removed")
        static let base = Option<String>(
            "base", "EARLIER", "An earlier backup both sides grew from: trips in it merge field by field")

        static let specs: [OptionSpec] = [
            merge.spec, replace.spec, dryRun.spec, base.spec, Flag.yes.spec, BackupCommands.passphraseFile.spec,
            Flag.json.spec,
        ]

        /// `FILE` as given; `-` is standard input.
        let file: String
        let mode: RestoreMode
        let dryRun: Bool
        /// `--base EARLIER`, known to exist.
        let basePath: String?
        let yes: Bool
        let passphraseFile: String?
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            file = arguments.positionals[0]
            if arguments[Self.merge] && arguments[Self.replace] {
                throw CLIError.usage(localized("backup.merge-or-replace"), helpPath: ["backup", "restore"])
            }
            mode = arguments[Self.replace] ? .replace : .merge
            dryRun = arguments[Self.dryRun]
            guard file == "-" || FileManager.default.fileExists(atPath: file) else {
                throw CLIError.noInput(localized("backup.no-such-file", ["path": file]))
            }
            basePath = try arguments[Self.base]
            if basePath != nil && mode == .replace {
                throw CLIError.usage(localized("backup.base-with-replace"), helpPath: ["backup", "restore"])
            }
            if let basePath, !FileManager.default.fileExists(atPath: basePath) {
                throw CLIError.noInput(localized("backup.no-such-base", ["path": basePath]))
            }
            yes = arguments[Flag.yes]
            passphraseFile = try arguments[BackupCommands.passphraseFile]
            json = arguments[Flag.json]
        }
    }
}
