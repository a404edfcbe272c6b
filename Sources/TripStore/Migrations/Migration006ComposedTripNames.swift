extension Migration {
    /// Trip names in composed form (NFC). Trips are found by name with SQLite's byte comparison, and
    /// this build stores and looks names up composed; a name an older build stored decomposed (NFD, as
    /// some macOS input gives it) would otherwise never be found by its name again.
    ///
    /// Only the form changes, not the text a person reads, so `updated_at` stays: it is not an edit,
    /// and another machine that migrates its own copy reaches the same bytes without a sync.
    static let composedTripNames = Migration(
        version: 6, name: "composed-trip-names", sql: "",
        rewrite: { connection in
            let names = try connection.query("SELECT id, name FROM trips") { row in (row.string(0), row.string(1)) }
            for (id, name) in names {
                let composed = TripRepository.nfc(name)
                // Swift compares strings by canonical equivalence, so compare the stored bytes.
                guard Array(composed.utf8) != Array(name.utf8) else { continue }
                try connection.run("UPDATE trips SET name = ?1 WHERE id = ?2", [.text(composed), .text(id)])
            }
        })
}
