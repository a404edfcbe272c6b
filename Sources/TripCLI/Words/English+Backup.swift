extension CLIWords.English {
    /// English words of the backup commands, and of opening the database (Core/DatabaseOpening.swift).
    static let backup: [String: String] = [
        // Opening the database
        "database.is-directory": "the database {path} is a directory; give a file path such as {example}",
        "database.cannot-open": "cannot open the database {path}; check that its folder exists and can be written",
        "database.not-a-database":
            "{path} is not a trip database (it is some other kind of file); give another path with --db or $TRIP_DB",
        // Counts of what a backup holds
        "backup.count-trips": "{count} {count|trip|trips}",
        "backup.count-stops": "{count} {count|stop|stops}",
        "backup.count-expenses": "{count} {count|expense|expenses}",
        "backup.count-companions": "{count} {count|companion|companions}",
        "backup.count-spots": "{count} {count|spot|spots}",
        "backup.count-bookmarks": "{count} {count|bookmark|bookmarks}",
        "backup.count-searches": "{count} {count|search|searches}",
        "backup.count-other": "{count} {name}",
        // trip backup create
        "backup.progress-creating": "Backing up",
        "backup.created": "Backed up {counts} to {path}",
        "backup.created-to-standard-output": "Backed up {counts} to standard output",
        "backup.created-legacy": "Wrote {count} {count|trip|trips} for 여행가자곰 to {path}",
        "backup.not-carried": "Not carried (the app has no place for them; planning trips are left out): {list}.",
        "backup.unknown-format": "unknown --format '{format}'; use tar.gz, tar.zst, tar.xz, zip or 여행가자곰",
        "backup.encrypt-needs-zip": "--encrypt writes an AES-256 zip; use --format zip",
        "backup.legacy-not-encrypted": "the 여행가자곰 format cannot be encrypted",
        "backup.legacy-needs-file": "a 여행가자곰 backup is a file the app opens; give a file name",
        "backup.json-on-standard-output": "--json cannot share standard output with the backup; give a file name",
        // Passphrases
        "backup.passphrase-file-empty": "{path}: the passphrase file is empty",
        "backup.passphrase-too-short":
            "an encryption passphrase needs at least {minimum} characters, got {count} {count|character|characters}; nothing was written",
        "backup.passphrase-needed": "{file} needs a passphrase: set TRIP_PASSPHRASE or pass --passphrase-file FILE",
        "backup.passphrase-prompt": "Passphrase for {file}: ",
        "backup.passphrase-repeat": "Repeat the passphrase: ",
        "backup.passphrase-empty": "the passphrase must not be empty",
        "backup.passphrases-differ": "the passphrases differ; nothing was written",
        // trip backup verify
        "backup.verified": "{path}: OK, trip backup ({format}), {counts}",
        "backup.verified-legacy": "{path}: OK, 여행가자곰 backup, {counts}",
        "backup.note": "Note: {note}",
        // trip backup restore
        "backup.merge-or-replace": "choose one of --merge and --replace",
        "backup.no-such-file": "{path}: no such file",
        "backup.base-with-replace": "--base merges; it cannot be used with --replace",
        "backup.no-such-base": "{path}: no such file (the earlier backup given with --base)",
        "backup.confirm-replace": "Replace every trip in {database} with {file}?",
        "backup.nothing-restored": "Nothing restored.",
        "backup.progress-restoring": "Restoring",
        "backup.skipped-sections": "Skipped (this trip does not store them): {sections}",
        "backup.restored": "{path}: restored backup ({mode}): {counts}",
        "backup.restored-legacy": "{path}: restored 여행가자곰 backup ({mode}): {counts}",
        "backup.would-restore": "{path}: would restore backup ({mode}): {counts}",
        "backup.would-restore-legacy": "{path}: would restore 여행가자곰 backup ({mode}): {counts}",
        "backup.restore-counts": "{added} added, {updated} updated, {unchanged} unchanged, {removed} removed",
        "backup.restore-counts-kept":
            "{added} added, {updated} updated, {unchanged} unchanged, {kept} kept (newer here), {removed} removed",
        "backup.list-added": "Added:",
        "backup.list-updated": "Updated:",
        "backup.list-removed": "Removed:",
        "backup.safety-copy": "Safety backup of the data before this restore: {path}",
        "backup.future-one":
            "Warning: {count} trip has timestamps more than a day in the future (was the clock wrong where the backup was made?): {names}. Editing it here still wins over the backup.",
        "backup.future-many":
            "Warning: {count} trips have timestamps more than a day in the future (was the clock wrong where the backup was made?): {names}. Editing them here still wins over the backup.",
        "backup.future-many-more":
            "Warning: {count} trips have timestamps more than a day in the future (was the clock wrong where the backup was made?): {names}, and {more} more. Editing them here still wins over the backup.",
    ]
}
