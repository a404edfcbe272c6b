import Foundation
import TripModel

/// Reading every trip at once, for backups and exports that walk the whole database.
extension TripRepository {
    /// Calls `body` with every trip, whole (as ``trip(id:)`` loads it), in id order.
    ///
    /// Loading trip by trip ran six statements per trip, each a fresh index descent, and was most of
    /// `backup create`'s reading thread. Here each table is walked once in trip-id order, one cursor
    /// per table, and the cursors advance together as a merge on the trip id: the same rows, read
    /// sequentially through the same indexes. Memory holds one trip at a time.
    ///
    /// Call inside a transaction, so that the cursors see one state of the database.
    public func forEachTrip(_ body: (Trip) throws -> Void) throws {
        // Each query ends with the trip id its cursor merges on, after the columns its row mapper reads.
        let trips = try MergeCursor(connection, "SELECT \(Self.tripColumns), id FROM trips ORDER BY id")
        let days = try MergeCursor(
            connection, "SELECT \(Self.dayColumns), trip_id FROM trip_days ORDER BY trip_id, day")
        let stops = try MergeCursor(
            connection, "SELECT \(Self.stopColumns), trip_id FROM stops ORDER BY trip_id, position")
        let companions = try MergeCursor(
            connection,
            """
            SELECT \(Self.companionColumns), tc.trip_id FROM trip_companions tc
            JOIN companions c ON c.id = tc.companion_id ORDER BY tc.trip_id, tc.ordinal
            """)
        let expenses = try MergeCursor(
            connection, "SELECT \(Self.expenseColumns), trip_id FROM expenses ORDER BY trip_id, ordinal")
        defer {
            for cursor in [trips, days, stops, companions, expenses] { cursor.finalize() }
        }
        while trips.hasRow {
            var trip = try Self.tripRow(try trips.row())
            let key = try trips.key()
            try trips.advance()
            trip.days = try days.rows(for: key, Self.day)
            trip.stops = try stops.rows(for: key, Self.stop)
            trip.companions = try companions.rows(for: key, Self.companion)
            trip.expenses = try expenses.rows(for: key, Self.expense)
            try body(trip)
        }
    }

    /// How many trips there are and when the newest changed: what a backup needs before its first trip.
    ///
    /// Without the ids, the times come from an index (`trips_by_status` holds `updated_at`): reading
    /// them in id order instead looked up every trip's row, half a second of a 100,000-trip backup
    /// during which nothing else could start.
    public func census() throws -> (count: Int, newest: Timestamp?) {
        var count = 0
        var newest: Timestamp?
        // The text's own order is not trusted to be time order: the times are parsed and compared.
        try connection.forEach("SELECT updated_at FROM trips") { row in
            let time = try Self.timestamp(row, 0)
            count += 1
            if newest.map({ time > $0 }) ?? true { newest = time }
        }
        return (count, newest)
    }
}

/// One query ordered by a trip id, read a group of rows at a time as the trips go by.
private final class MergeCursor {
    private let statement: Statement
    /// The last column: the trip id the rows are ordered by.
    private let keyColumn: Int32
    /// Whether the statement stands on a row not handed out yet.
    private(set) var hasRow: Bool

    init(_ connection: Connection, _ sql: String) throws {
        statement = try Statement(connection: connection, sql: sql)
        keyColumn = try statement.columnCount - 1
        hasRow = try statement.step()
    }

    func row() throws -> Row { try Row(statement: statement) }

    /// The current row's trip id, as stored.
    func key() throws -> [UInt8] { try row().withText(keyColumn) { Array($0) } }

    func advance() throws { hasRow = try statement.step() }

    /// The rows whose key is `key`, mapped. Rows with a smaller key belong to no trip read (the
    /// foreign keys forbid them) and are passed over, as loading trip by trip never meets them.
    func rows<T>(for key: [UInt8], _ map: (Row) throws -> T) throws -> [T] {
        var found: [T] = []
        while hasRow {
            let row = try row()
            let order = row.withText(keyColumn) { Self.compare($0, key) }
            if order > 0 { break }
            if order == 0 { found.append(try map(row)) }
            try advance()
        }
        return found
    }

    func finalize() { statement.finalize() }

    /// Byte order, as SQLite's BINARY collation orders the keys.
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ key: [UInt8]) -> Int {
        if bytes.elementsEqual(key) { return 0 }
        return bytes.lexicographicallyPrecedes(key) ? -1 : 1
    }
}
