extension Migration {
    /// The spot catalog with its keyword indexes (FTS5 trigram for words of three or more characters,
    /// FTS5 over one- and two-character pieces for shorter ones), its spatial index (R*Tree), bookmarks
    /// and search history.
    ///
    /// `spots.rowid` is an explicit integer key because both virtual tables are keyed by integers.
    /// `created_at`/`modified_at` hold '' rather than NULL when unknown, so keyset pagination can compare
    /// row values without NULL special cases ('' sorts last in the newest-first orders).
    static let spots = Migration(
        version: 2, name: "spots",
        sql: """
            CREATE TABLE spots (
                rowid INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                source TEXT NOT NULL,
                content_id TEXT,
                title TEXT NOT NULL CHECK (length(title) > 0),
                title_grams TEXT NOT NULL DEFAULT '',
                address TEXT NOT NULL DEFAULT '',
                latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
                longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
                category INTEGER,
                area INTEGER,
                district INTEGER,
                phone TEXT NOT NULL DEFAULT '',
                overview TEXT NOT NULL DEFAULT '',
                homepage TEXT NOT NULL DEFAULT '',
                created_at TEXT NOT NULL DEFAULT '',
                modified_at TEXT NOT NULL DEFAULT '',
                event_start TEXT,
                event_end TEXT,
                facility_mask INTEGER NOT NULL DEFAULT 0,
                barrier_free TEXT NOT NULL DEFAULT '{}',
                updated_at TEXT NOT NULL,
                UNIQUE (source, content_id)
            );
            CREATE INDEX spots_by_title ON spots (title, id);
            CREATE INDEX spots_by_modified ON spots (modified_at, id);
            CREATE INDEX spots_by_created ON spots (created_at, id);
            CREATE INDEX spots_by_event ON spots (event_start, id) WHERE event_start IS NOT NULL;

            CREATE VIRTUAL TABLE spots_fts USING fts5(
                title, content = 'spots', content_rowid = 'rowid', tokenize = 'trigram');
            CREATE VIRTUAL TABLE spots_grams USING fts5(
                title_grams, content = 'spots', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 0');
            CREATE VIRTUAL TABLE spots_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);

            CREATE TRIGGER spots_after_insert AFTER INSERT ON spots BEGIN
                INSERT INTO spots_fts (rowid, title) VALUES (new.rowid, new.title);
                INSERT INTO spots_grams (rowid, title_grams) VALUES (new.rowid, new.title_grams);
                INSERT INTO spots_rtree VALUES (new.rowid, new.latitude, new.latitude, new.longitude, new.longitude);
            END;
            CREATE TRIGGER spots_after_delete AFTER DELETE ON spots BEGIN
                INSERT INTO spots_fts (spots_fts, rowid, title) VALUES ('delete', old.rowid, old.title);
                INSERT INTO spots_grams (spots_grams, rowid, title_grams) VALUES ('delete', old.rowid, old.title_grams);
                DELETE FROM spots_rtree WHERE id = old.rowid;
            END;
            CREATE TRIGGER spots_after_title AFTER UPDATE OF title ON spots BEGIN
                INSERT INTO spots_fts (spots_fts, rowid, title) VALUES ('delete', old.rowid, old.title);
                INSERT INTO spots_fts (rowid, title) VALUES (new.rowid, new.title);
            END;
            CREATE TRIGGER spots_after_grams AFTER UPDATE OF title_grams ON spots BEGIN
                INSERT INTO spots_grams (spots_grams, rowid, title_grams) VALUES ('delete', old.rowid, old.title_grams);
                INSERT INTO spots_grams (rowid, title_grams) VALUES (new.rowid, new.title_grams);
            END;
            CREATE TRIGGER spots_after_move AFTER UPDATE OF latitude, longitude ON spots BEGIN
                UPDATE spots_rtree SET min_lat = new.latitude, max_lat = new.latitude,
                    min_lon = new.longitude, max_lon = new.longitude WHERE id = new.rowid;
            END;

            CREATE TABLE spot_bookmarks (
                spot_id TEXT PRIMARY KEY NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
                created_at TEXT NOT NULL
            );
            CREATE INDEX spot_bookmarks_by_time ON spot_bookmarks (created_at, spot_id);

            CREATE TABLE spot_searches (
                id TEXT PRIMARY KEY NOT NULL,
                keyword TEXT NOT NULL,
                filters TEXT NOT NULL DEFAULT '',
                searched_at TEXT NOT NULL
            );
            CREATE INDEX spot_searches_by_time ON spot_searches (searched_at, id);
            """)
}
