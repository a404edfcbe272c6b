extension Migration {
    /// A spot's opening hours and closed days as TourAPI writes them (`usetime`, `restdate`: free
    /// Korean text), so `trip stop add --spot` can turn them into a stop's opening hours.
    ///
    /// Empty means unknown, as for the other TourAPI texts; version-4 rows read exactly as before.
    static let spotHours = Migration(
        version: 5, name: "spot-hours",
        sql: """
            ALTER TABLE spots ADD COLUMN use_time TEXT NOT NULL DEFAULT '';
            ALTER TABLE spots ADD COLUMN rest_date TEXT NOT NULL DEFAULT '';
            """)
}
