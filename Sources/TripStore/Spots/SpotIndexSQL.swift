/// The statements that keep the keyword and spatial indexes of `spots` in step with the table, for
/// writes that bypass the triggers and fill the indexes once at the end.
package enum SpotIndexSQL {
    /// The triggers an upsert fires. `spots_after_delete` stays: a bulk write never deletes.
    package static let upsertTriggers = [
        "spots_after_insert", "spots_after_title", "spots_after_grams", "spots_after_move",
    ]

    /// Drops ``upsertTriggers``.
    package static var dropTriggers: String {
        upsertTriggers.map { "DROP TRIGGER \($0);" }.joined(separator: "\n")
    }

    /// Creates ``upsertTriggers`` exactly as migration 2 did; a test compares them with a fresh schema,
    /// so the two texts cannot drift apart.
    package static let createTriggers = """
        CREATE TRIGGER spots_after_insert AFTER INSERT ON spots BEGIN
            INSERT INTO spots_fts (rowid, title) VALUES (new.rowid, new.title);
            INSERT INTO spots_grams (rowid, title_grams) VALUES (new.rowid, new.title_grams);
            INSERT INTO spots_rtree VALUES (new.rowid, new.latitude, new.latitude, new.longitude, new.longitude);
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
        """

    /// Refills both keyword indexes and the spatial index from the table: FTS5's `rebuild` reads the
    /// external content table once, and the R*Tree is emptied and filled in one statement.
    package static let rebuildIndexes = """
        INSERT INTO spots_fts (spots_fts) VALUES ('rebuild');
        INSERT INTO spots_grams (spots_grams) VALUES ('rebuild');
        DELETE FROM spots_rtree;
        INSERT INTO spots_rtree (id, min_lat, max_lat, min_lon, max_lon)
            SELECT rowid, latitude, latitude, longitude, longitude FROM spots;
        """
}
