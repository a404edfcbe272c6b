import Foundation
import Testing
import TripModel

@testable import TripStore

/// What the bulk-write tests compare: the stored rows, the spatial index and the triggers, and whether
/// the keyword and spatial indexes agree with the table.
enum SpotBulkCheck {
    /// Every spot row, every R*Tree row and every trigger's SQL, as text.
    static func snapshot(_ database: Database) throws -> String {
        try database.read { transaction in
            var text = ""
            let queries = [
                (
                    "SELECT rowid, id, content_id, title, title_grams, latitude, longitude, updated_at FROM spots "
                        + "ORDER BY rowid", 8
                ),
                ("SELECT id, min_lat, max_lat, min_lon, max_lon FROM spots_rtree ORDER BY id", 5),
                ("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name", 2),
            ]
            for (sql, columns) in queries {
                try transaction.connection.forEach(sql) { row in
                    text += (0..<Int32(columns)).map { row.string($0) }.joined(separator: "|") + "\n"
                }
            }
            return text
        }
    }

    /// Throws unless both FTS5 indexes match the table (FTS5's own check, with rank 1 it compares
    /// against the content table) and the R*Tree holds exactly one box per spot, at the spot.
    static func requireConsistent(_ database: Database) throws {
        try database.write { transaction in
            try transaction.connection.execute("INSERT INTO spots_fts (spots_fts, rank) VALUES ('integrity-check', 1)")
            try transaction.connection.execute(
                "INSERT INTO spots_grams (spots_grams, rank) VALUES ('integrity-check', 1)")
            let mismatched = try transaction.connection.queryFirst(
                """
                SELECT (SELECT count(*) FROM spots_rtree) - (SELECT count(*) FROM spots)
                    + (SELECT count(*) FROM spots s LEFT JOIN spots_rtree r ON r.id = s.rowid
                       WHERE r.id IS NULL OR abs(r.min_lat - s.latitude) > 1e-4
                           OR abs(r.min_lon - s.longitude) > 1e-4)
                """
            ) { $0.int(0) }
            #expect(mismatched == 0)
        }
    }

    /// `count` new spots in a grid north of Seoul, content ids from `first`.
    static func batch(_ count: Int, first: Int = 500_000) -> [Spot] {
        (0..<count).map { index in
            SpotStoreFixture.spot(
                String(first + index), "묶음\(index)번 장소", 38.0 + Double(index / 100) / 100,
                127.0 + Double(index % 100) / 100)
        }
    }

    /// The trigger names the schema has.
    static func triggers(_ database: Database) throws -> [String] {
        try database.read { transaction in
            try transaction.connection.query("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name") {
                $0.string(0)
            }
        }
    }
}
