extension Migration {
    /// Times of day: a stop's fixed arrival, stay, opening hours and leaving mode; a trip's time zone
    /// and travel modes; each day's start, end and lodging.
    ///
    /// Columns are added with defaults that mean "not set", so version-2 rows read exactly as before.
    /// `travel_modes` and `lodging` hold small JSON objects: they are read and written whole, never queried.
    static let schedule = Migration(
        version: 3, name: "schedule",
        sql: """
            ALTER TABLE stops ADD COLUMN arrival TEXT;
            ALTER TABLE stops ADD COLUMN stay_minutes INTEGER CHECK (stay_minutes BETWEEN 0 AND 1440);
            ALTER TABLE stops ADD COLUMN opening_hours TEXT;
            ALTER TABLE stops ADD COLUMN travel_mode TEXT;

            ALTER TABLE trips ADD COLUMN time_zone TEXT;
            ALTER TABLE trips ADD COLUMN travel_mode TEXT;
            ALTER TABLE trips ADD COLUMN travel_modes TEXT NOT NULL DEFAULT '{}';

            CREATE TABLE trip_days (
                trip_id TEXT NOT NULL REFERENCES trips (id) ON DELETE CASCADE,
                day INTEGER NOT NULL CHECK (day BETWEEN 1 AND 366),
                start_time TEXT,
                end_time TEXT,
                lodging TEXT,
                PRIMARY KEY (trip_id, day)
            );
            """)
}
