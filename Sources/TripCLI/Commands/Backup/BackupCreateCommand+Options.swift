import TripBackup

extension BackupCreateCommand {
    /// `trip backup create`'s file and options, checked before the passphrase is asked for or the
    /// database is opened.
    struct Options {
        static let format = Option<String>(
            "format", "FORMAT", "tar.zst (default), tar.gz, tar.xz, zip, or 여행가자곰/legacy")
        static let encrypt = Flag("encrypt", "Encrypt with AES-256 (zip only; the format becomes zip)")
        static let force = Flag("force", "Overwrite FILE if it exists")

        static let specs: [OptionSpec] = [
            format.spec, encrypt.spec, BackupCommands.passphraseFile.spec, force.spec, Flag.json.spec,
        ]

        /// `FILE`, if given; `-` is standard output.
        let file: String?
        /// The archive format, or nil for the 여행가자곰 app's own zip.
        let format: BackupFormat?
        let encrypt: Bool
        let passphraseFile: String?
        let force: Bool
        let json: Bool

        init(_ arguments: ParsedArguments) throws {
            file = arguments.positional(0)
            encrypt = arguments[Self.encrypt]
            force = arguments[Self.force]
            json = arguments[Flag.json]
            passphraseFile = try arguments[BackupCommands.passphraseFile]
            let requested = try arguments[Self.format]
            if let requested, BackupCreateCommand.legacyNames.contains(requested) {
                if encrypt {
                    throw CLIError.usage(localized("backup.legacy-not-encrypted"), helpPath: ["backup", "create"])
                }
                if file == "-" {
                    throw CLIError.usage(localized("backup.legacy-needs-file"), helpPath: ["backup", "create"])
                }
                format = nil
                return
            }
            format = try BackupCreateCommand.chooseFormat(requested, file: file, encrypt: encrypt)
        }

        /// Standard output carries the backup, so it cannot carry JSON too. Checked by `run` after the
        /// passphrase is read, so a bad passphrase file is reported first, as it always was.
        func checkOutput() throws {
            if file == "-" && json {
                throw CLIError.usage(localized("backup.json-on-standard-output"), helpPath: ["backup", "create"])
            }
        }
    }
}
