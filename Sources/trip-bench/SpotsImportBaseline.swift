import Foundation
import TripModel
import TripStore

/// SQLite's own bulk load of the spots an import writes, into the same schema: the triggers dropped,
/// every row through one prepared INSERT, both FTS5 indexes rebuilt and the R*Tree filled once, the
/// triggers created again, all in one transaction, with the page cache `trip` sets for its bulk path.
///
/// The rows' values (title pieces included) are made before the clock starts, so the figure is the
/// database's work alone.
struct SpotsImportBaseline {
    let rows: [[SQLValue]]

    init(_ spots: [Spot]) throws {
        rows = try spots.map { spot in try SpotRepository.values(spot) + [.text(SpotTitleGrams.grams(spot.title))] }
    }

    static let insert = """
        INSERT INTO spots (id, source, content_id, title, address, latitude, longitude, category, area, district,
            phone, overview, homepage, created_at, modified_at, event_start, event_end, facility_mask,
            barrier_free, updated_at, use_time, rest_date, title_grams)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,
            ?22, ?23)
        """

    /// Loads the rows into the empty catalog of `database`.
    /// - Returns: the seconds spent filling the indexes, part of the whole: the rebuild's cost per
    ///   stored spot is what decides when the bulk path pays.
    func load(into database: Database) throws -> Double {
        try database.write { transaction in
            let connection = transaction.connection
            // The page cache `trip` uses for a bulk write: the same settings, so the figure is the work.
            try connection.execute(BulkCache.pragma)
            try connection.execute(SpotIndexSQL.dropTriggers)
            for row in rows { try connection.run(Self.insert, row) }
            let start = DispatchTime.now().uptimeNanoseconds
            try connection.execute(SpotIndexSQL.rebuildIndexes)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            try connection.execute(SpotIndexSQL.createTriggers)
            return seconds
        }
    }
}
