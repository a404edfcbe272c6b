extension Migration {
    /// What `trip sync` remembers between runs, in the database so it changes in the same transaction
    /// as the merged trips: the commit the database matches (`sync_state`), each trip's `updatedAt` at
    /// that commit (so local edits are found without reading every document), and the conflicts whose
    /// losing values can still be taken back.
    static let sync = Migration(
        version: 4, name: "sync",
        sql: """
            CREATE TABLE sync_state (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            );
            CREATE TABLE sync_trips (
                id TEXT PRIMARY KEY,
                updated_at INTEGER NOT NULL
            );
            CREATE TABLE sync_conflicts (
                id INTEGER PRIMARY KEY,
                trip_id TEXT NOT NULL,
                trip_name TEXT NOT NULL,
                path TEXT NOT NULL,
                ours TEXT,
                theirs TEXT,
                winner TEXT NOT NULL CHECK (winner IN ('ours', 'theirs')),
                our_machine TEXT NOT NULL,
                their_machine TEXT NOT NULL,
                commit_id TEXT NOT NULL,
                created_at INTEGER NOT NULL
            );
            """)
}
