import Foundation
import TripGeo
import TripModel

/// Loading the lists nested inside a trip, and decoding stored columns.
extension TripRepository {
    func stops(tripID: UUID) throws -> [Stop] {
        try connection.query(
            """
            SELECT id, position, name, address, latitude, longitude, day, locked, notes, spot_id, updated_at,
                arrival, stay_minutes, opening_hours, travel_mode
            FROM stops WHERE trip_id = ?1 ORDER BY position
            """, [.uuid(tripID)]
        ) { row in
            guard let coordinate = Coordinate(latitude: row.double(4), longitude: row.double(5)) else {
                throw StoreError.invalid(localized("store.stored-stop-coordinate", ["id": row.string(0)]))
            }
            var stop = Stop(
                id: try Self.uuid(row, 0), position: row.int(1), name: row.string(2), address: row.string(3),
                coordinate: coordinate, day: row.optionalInt(6), locked: row.bool(7), notes: row.string(8),
                spotId: row.optionalString(9), updatedAt: try Self.timestamp(row, 10))
            try Self.readSchedule(row, into: &stop)
            return stop
        }
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
            "SELECT day, start_time, end_time, lodging FROM trip_days WHERE trip_id = ?1 ORDER BY day",
            [.uuid(tripID)]
        ) { row in
            let lodging = row.isNull(3) ? nil : try Self.storedJSON(Lodging.self, row, 3, what: .lodging)
            return TripDay(
                day: row.int(0), start: try Self.clockTime(row, 1), end: try Self.clockTime(row, 2), lodging: lodging)
        }
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
            SELECT c.id, c.name, c.updated_at FROM trip_companions tc JOIN companions c ON c.id = tc.companion_id
            WHERE tc.trip_id = ?1 ORDER BY tc.ordinal
            """, [.uuid(tripID)]
        ) { row in
            Companion(
                id: try Self.uuid(row, 0), name: row.string(1),
                updatedAt: row.optionalString(2).flatMap { Timestamp(iso8601: $0) })
        }
    }

    func expenses(tripID: UUID) throws -> [Expense] {
        try connection.query(
            """
            SELECT id, amount, currency, description, paid_by, shares, created_at, updated_at
            FROM expenses WHERE trip_id = ?1 ORDER BY ordinal
            """, [.uuid(tripID)]
        ) { row in
            let shares = try JSONDecoder().decode([ExpenseShare].self, from: Data(row.string(5).utf8))
            return Expense(
                id: try Self.uuid(row, 0), amount: row.int64(1), currency: row.string(2), description: row.string(3),
                paidBy: row.string(4), shares: shares, createdAt: try Self.timestamp(row, 6),
                updatedAt: try Self.timestamp(row, 7))
        }
    }

    static func uuid(_ row: Row, _ column: Int32) throws -> UUID {
        guard let id = fastUUID(row.string(column)) else {
            throw StoreError.invalid(localized("store.stored-id", ["text": row.string(column)]))
        }
        return id
    }

    static func timestamp(_ row: Row, _ column: Int32) throws -> Timestamp {
        guard let value = Timestamp(iso8601: row.string(column)) else {
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

/// Parses the canonical 8-4-4-4-12 form without Foundation's sscanf-based parser.
func fastUUID(_ text: String) -> UUID? {
    var bytes = [UInt8](repeating: 0, count: 16)
    var index = 0
    var high: UInt8? = nil
    var count = 0
    for char in text.utf8 {
        count += 1
        if count == 9 || count == 14 || count == 19 || count == 24 {
            guard char == UInt8(ascii: "-") else { return nil }
            continue
        }
        let nibble: UInt8
        switch char {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = char - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = char - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = char - UInt8(ascii: "A") + 10
        default: return nil
        }
        if let h = high {
            guard index < 16 else { return nil }
            bytes[index] = h << 4 | nibble
            index += 1
            high = nil
        } else {
            high = nibble
        }
    }
    guard count == 36, index == 16 else { return nil }
    return UUID(
        uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
}
