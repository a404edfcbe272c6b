public import Foundation
public import TripModel

/// Reads and writes whole trips: the trip row with its stops, companions and expenses.
public struct TripRepository {
    let connection: Connection

    // Positions are always 1…n (TripRules is checked on every save), so the largest position is the
    // stop count: one index seek per trip instead of counting rows, which dominated `trip list`.
    static let summaryColumns = """
        t.id, t.name, t.status, t.start_date, t.end_date, t.updated_at, t.finished_at,
        coalesce((SELECT max(s.position) FROM stops s WHERE s.trip_id = t.id), 0)
        """

    /// Trips, most recently changed first; only those with `status` when given.
    public func summaries(status: TripStatus? = nil) throws -> [TripSummary] {
        if let status {
            return try connection.query(
                "SELECT \(Self.summaryColumns) FROM trips t WHERE t.status = ?1 ORDER BY t.updated_at DESC, t.id",
                [.text(status.rawValue)], Self.summary)
        }
        return try connection.query(
            "SELECT \(Self.summaryColumns) FROM trips t ORDER BY t.updated_at DESC, t.id", [], Self.summary)
    }

    /// The trip under way, if there is one.
    public func current() throws -> TripSummary? {
        try connection.queryFirst(
            "SELECT \(Self.summaryColumns) FROM trips t WHERE t.status = 'traveling'", [], Self.summary)
    }

    /// The trip a user means by `reference`: an exact name, a full UUID or unique id prefix, or else a
    /// unique name prefix (ignoring case).
    /// - Throws: ``StoreError/tripNotFound(_:)`` or ``StoreError/ambiguousTrip(_:candidates:)``.
    public func find(_ reference: String) throws -> TripSummary {
        // Names are stored in NFC (see `nfc`), so a name typed decomposed (as some macOS input gives it)
        // still finds its trip: SQLite compares bytes.
        let trimmed = Self.nfc(reference.trimmingSpaces())
        let byName = try connection.query(
            "SELECT \(Self.summaryColumns) FROM trips t WHERE t.name = ?1 ORDER BY t.id", [.text(trimmed)],
            Self.summary)
        if byName.count == 1 { return byName[0] }
        let idPattern = trimmed.lowercased()
        var byID: [TripSummary] = []
        if idPattern.count >= 4, idPattern.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            byID = try connection.query(
                "SELECT \(Self.summaryColumns) FROM trips t WHERE t.id >= ?1 AND t.id < ?1 || 'g' ORDER BY t.id LIMIT 10",
                [.text(idPattern)], Self.summary)
        }
        var candidates = byName + byID.filter { !byName.contains($0) }
        if candidates.isEmpty {
            // Last, a unique name prefix ignoring case: `trip show 제주` finds "제주 3일".
            candidates = try connection.query(
                "SELECT \(Self.summaryColumns) FROM trips t "
                    + "WHERE lower(substr(t.name, 1, length(?1))) = lower(?1) ORDER BY t.id LIMIT 10",
                [.text(trimmed)], Self.summary)
        }
        if candidates.count == 1 { return candidates[0] }
        if candidates.isEmpty { throw StoreError.tripNotFound(trimmed) }
        throw StoreError.ambiguousTrip(trimmed, candidates: candidates.map { "\($0.label) (\($0.shortID))" })
    }

    /// The whole trip with `id`, or nil.
    public func trip(id: UUID) throws -> Trip? {
        guard
            var trip = try connection.queryFirst(
                "SELECT \(Self.tripColumns) FROM trips WHERE id = ?1", [.uuid(id)], Self.tripRow)
        else { return nil }
        trip.days = try days(tripID: id)
        trip.stops = try stops(tripID: id)
        trip.companions = try companions(tripID: id)
        trip.expenses = try expenses(tripID: id)
        return trip
    }

    /// Every trip id with its `updatedAt`, in id order: what backups and merges walk through.
    public func allIDs() throws -> [(id: UUID, updatedAt: Timestamp)] {
        try connection.query("SELECT id, updated_at FROM trips ORDER BY id") { row in
            (try Self.uuid(row, 0), try Self.timestamp(row, 1))
        }
    }

    static func summary(_ row: Row) throws -> TripSummary {
        TripSummary(
            id: try uuid(row, 0), name: row.string(1), status: try status(row, 2),
            startDate: row.optionalString(3).flatMap { LocalDate($0) },
            endDate: row.optionalString(4).flatMap { LocalDate($0) },
            updatedAt: try timestamp(row, 5), finishedAt: row.optionalString(6).flatMap { Timestamp(iso8601: $0) },
            stopCount: row.int(7))
    }

    static let tripColumns = """
        id, name, status, start_date, end_date, notes, created_at, updated_at, finished_at,
            time_zone, travel_mode, travel_modes
        """

    /// A trip without its lists, from the columns of ``tripColumns``.
    static func tripRow(_ row: Row) throws -> Trip {
        var trip = Trip(
            id: try uuid(row, 0), name: row.string(1), status: try status(row, 2),
            startDate: row.optionalString(3).flatMap { LocalDate($0) },
            endDate: row.optionalString(4).flatMap { LocalDate($0) },
            notes: row.string(5), createdAt: try timestamp(row, 6), updatedAt: try timestamp(row, 7),
            finishedAt: row.optionalString(8).flatMap { Timestamp(iso8601: $0) })
        trip.timeZone = row.optionalString(9)
        trip.travelMode = try travelMode(row, 10)
        // Most trips keep no per-mode settings: "{}" needs no JSON decoder (a share of `trip show`'s start).
        trip.travelModes =
            row.string(11) == "{}"
            ? [:] : try storedJSON([TravelMode: TravelModeSettings].self, row, 11, what: .travelModes)
        return trip
    }

    /// Names in Unicode composed form (NFC), the one form SQLite's byte comparisons can match, as
    /// companion names already are.
    static func nfc(_ text: String) -> String { text.composed }
}
