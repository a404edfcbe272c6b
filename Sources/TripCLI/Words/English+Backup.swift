extension CLIWords.English {
    /// English words of the backup commands, and of opening the database (Core/DatabaseOpening.swift).
    static let backup: [String: String] = [
        // Opening the database
        "database.is-directory": "the database {path} is a directory; give a file path such as {example}",
        "database.cannot-open": "cannot open the database {path}; check that its folder exists and can be written",
        "database.not-a-database":
            "{path} is not a trip database (it is some other kind of file); give another path with --db or $TRIP_DB",
    ]
}
