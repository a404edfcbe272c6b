extension Migration {
    /// Trips, their stops, companions shared across trips, and expenses.
    static let foundation = Migration(
        version: 1, name: "foundation",
        sql: """
            CREATE TABLE trips (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                status TEXT NOT NULL CHECK (status IN ('planning', 'traveling', 'finished')),
                start_date TEXT,
                end_date TEXT,
                notes TEXT NOT NULL DEFAULT '',
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL,
                finished_at TEXT
            );
            -- At most one trip is under way: the current trip.
            CREATE UNIQUE INDEX trips_one_traveling ON trips (status) WHERE status = 'traveling';
            CREATE INDEX trips_by_status ON trips (status, updated_at);
            CREATE INDEX trips_by_name ON trips (name);

            CREATE TABLE stops (
                id TEXT PRIMARY KEY NOT NULL,
                trip_id TEXT NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
                position INTEGER NOT NULL CHECK (position >= 1),
                name TEXT NOT NULL,
                address TEXT NOT NULL DEFAULT '',
                latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
                longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
                day INTEGER CHECK (day >= 1),
                locked INTEGER NOT NULL DEFAULT 0,
                notes TEXT NOT NULL DEFAULT '',
                spot_id TEXT,
                updated_at TEXT NOT NULL,
                UNIQUE (trip_id, position)
            );

            CREATE TABLE companions (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL UNIQUE,
                updated_at TEXT
            );

            CREATE TABLE trip_companions (
                trip_id TEXT NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
                companion_id TEXT NOT NULL REFERENCES companions (id) ON DELETE CASCADE,
                ordinal INTEGER NOT NULL,
                PRIMARY KEY (trip_id, companion_id)
            );
            CREATE INDEX trip_companions_by_companion ON trip_companions (companion_id);

            CREATE TABLE expenses (
                id TEXT PRIMARY KEY NOT NULL,
                trip_id TEXT NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
                ordinal INTEGER NOT NULL,
                amount INTEGER NOT NULL CHECK (amount > 0),
                currency TEXT NOT NULL,
                description TEXT NOT NULL DEFAULT '',
                paid_by TEXT NOT NULL,
                shares TEXT NOT NULL,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            );
            CREATE INDEX expenses_by_trip ON expenses (trip_id, ordinal);
            """)
}
