import Foundation
import TripGeo
import TripModel

/// Loading the lists nested inside a trip, and decoding stored columns.
extension TripRepository {
    func stops(tripID: UUID) throws -> [Stop] {
        // Counted first (from the index alone) so the array is sized once: grown as rows arrived, a
        // 10,000-stop trip copied its stops into fresh memory a dozen times, 40 % of `trip route`'s page
        // faults.
        let count =
            try connection.queryFirst("SELECT count(*) FROM stops WHERE trip_id = ?1", [.uuid(tripID)]) { $0.int(0) }
            ?? 0
        return try connection.query(
            "SELECT \(Self.stopColumns) FROM stops WHERE trip_id = ?1 ORDER BY position", [.uuid(tripID)],
            expectedCount: count, Self.stop)
    }

    static let stopColumns = """
        id, position, name, address, latitude, longitude, day, locked, notes, spot_id, updated_at,
            arrival, stay_minutes, opening_hours, travel_mode
        """

    /// A stop from the columns of ``stopColumns``.
    static func stop(_ row: Row) throws -> Stop {
        guard let coordinate = Coordinate(latitude: row.double(4), longitude: row.double(5)) else {
            throw StoreError.invalid(localized("store.stored-stop-coordinate", ["id": row.string(0)]))
        }
        var stop = Stop(
            id: try uuid(row, 0), position: row.int(1), name: row.string(2), address: row.string(3),
            coordinate: coordinate, day: row.optionalInt(6), locked: row.bool(7), notes: row.string(8),
            spotId: row.optionalString(9), updatedAt: try timestamp(row, 10))
        try readSchedule(row, into: &stop)
        return stop
    }

    /// The stop's clock columns; a value no build could have written is reported, not dropped.
    private static func readSchedule(_ row: Row, into stop: inout Stop) throws {
        if let text = row.optionalString(11) {
            guard let arrival = try? TimeOfDay(parsing: text) else {
                throw StoreError.invalid(localized("store.stored-stop-arrival", ["id": row.string(0), "text": text]))
            }
            stop.arrival = arrival
        }
        stop.stayMinutes = row.optionalInt(12)
        if let text = row.optionalString(13) {
            do {
                stop.openingHours = try OpeningHours(text)
            } catch {
                throw StoreError.invalid(
                    localized("store.stored-stop-problem", ["id": row.string(0), "problem": error.description]))
            }
        }
        stop.travelMode = try travelMode(row, 14)
    }

    func days(tripID: UUID) throws -> [TripDay] {
        try connection.query(
            "SELECT \(Self.dayColumns) FROM trip_days WHERE trip_id = ?1 ORDER BY day", [.uuid(tripID)], Self.day)
    }

    static let dayColumns = "day, start_time, end_time, lodging"

    /// A day from the columns of ``dayColumns``.
    static func day(_ row: Row) throws -> TripDay {
        let lodging = row.isNull(3) ? nil : try storedJSON(Lodging.self, row, 3, what: .lodging)
        return TripDay(day: row.int(0), start: try clockTime(row, 1), end: try clockTime(row, 2), lodging: lodging)
    }

    static func clockTime(_ row: Row, _ column: Int32) throws -> TimeOfDay? {
        guard let text = row.optionalString(column) else { return nil }
        guard let time = try? TimeOfDay(parsing: text) else {
            throw StoreError.invalid(localized("store.stored-time", ["text": text]))
        }
        return time
    }

    static func travelMode(_ row: Row, _ column: Int32) throws -> TravelMode? {
        guard let text = row.optionalString(column) else { return nil }
        guard let mode = TravelMode(rawValue: text) else {
            throw StoreError.invalid(localized("store.stored-travel-mode", ["text": text]))
        }
        return mode
    }

    /// A column holding JSON, named in the message when it cannot be read.
    enum StoredJSON {
        case lodging, travelModes
    }

    static func storedJSON<Value: Decodable>(_ type: Value.Type, _ row: Row, _ column: Int32, what: StoredJSON) throws
        -> Value
    {
        do {
            return try JSONDecoder().decode(type, from: Data(row.string(column).utf8))
        } catch {
            let text = row.string(column)
            throw StoreError.invalid(
                what == .lodging
                    ? localized("store.stored-lodging", ["text": text])
                    : localized("store.stored-travel-modes", ["text": text]))
        }
    }

    func companions(tripID: UUID) throws -> [Companion] {
        try connection.query(
            """
            SELECT \(Self.companionColumns) FROM trip_companions tc JOIN companions c ON c.id = tc.companion_id
            WHERE tc.trip_id = ?1 ORDER BY tc.ordinal
            """, [.uuid(tripID)], Self.companion)
    }

    static let companionColumns = "c.id, c.name, c.updated_at"

    /// A trip's companion from the columns of ``companionColumns``.
    static func companion(_ row: Row) throws -> Companion {
        Companion(
            id: try uuid(row, 0), name: row.string(1),
            updatedAt: row.optionalString(2).flatMap { Timestamp(iso8601: $0) })
    }

    func expenses(tripID: UUID) throws -> [Expense] {
        try connection.query(
            "SELECT \(Self.expenseColumns) FROM expenses WHERE trip_id = ?1 ORDER BY ordinal", [.uuid(tripID)],
            Self.expense)
    }

    static let expenseColumns = "id, amount, currency, description, paid_by, shares, created_at, updated_at"

    /// An expense from the columns of ``expenseColumns``.
    static func expense(_ row: Row) throws -> Expense {
        let shares = try JSONDecoder().decode([ExpenseShare].self, from: Data(row.string(5).utf8))
        return Expense(
            id: try uuid(row, 0), amount: row.int64(1), currency: row.string(2), description: row.string(3),
            paidBy: row.string(4), shares: shares, createdAt: try timestamp(row, 6), updatedAt: try timestamp(row, 7))
    }

    static func uuid(_ row: Row, _ column: Int32) throws -> UUID {
        guard let id = row.withText(column, UUID.init(hexUTF8:)) else {
            throw StoreError.invalid(localized("store.stored-id", ["text": row.string(column)]))
        }
        return id
    }

    static func timestamp(_ row: Row, _ column: Int32) throws -> Timestamp {
        guard let value = row.withText(column, { Timestamp(iso8601UTF8: $0) }) else {
            throw StoreError.invalid(localized("store.stored-timestamp", ["text": row.string(column)]))
        }
        return value
    }

    static func status(_ row: Row, _ column: Int32) throws -> TripStatus {
        guard let status = TripStatus(rawValue: row.string(column)) else {
            throw StoreError.invalid(localized("store.stored-status", ["text": row.string(column)]))
        }
        return status
    }
}
