public import Foundation
public import TripModel

/// Writing whole trips. Call these inside ``Database/write(_:)`` so each change is one transaction.
extension TripRepository {
    /// Stores `trip` as given, replacing any stored trip with the same id along with its stops,
    /// companion links and expenses.
    ///
    /// Companions are matched to the shared list by normalized name: a companion already known under
    /// another id keeps the stored id, so the same person is never stored twice.
    /// - Throws: ``StoreError/invalid(_:)`` when the trip breaks an invariant, or another trip is under way.
    public func save(_ trip: Trip) throws {
        try save(trip, rulesChecked: false)
    }

    /// ``save(_:)`` for a trip the caller has just seen pass `TripRules.violation(in:)` unchanged
    /// (a restore's decoded documents): the rules are not checked again when `rulesChecked` is true,
    /// because on the thread that writes the database they were a sixth of a restore.
    /// - Parameter new: the caller knows nothing is stored under this trip's id (a restore into a
    ///   database that held no trips, which refuses a backup naming one trip twice), so its old days,
    ///   stops, companions and expenses are neither read nor deleted: per trip, those were five
    ///   statements that found nothing. The rows go in through the same statements, so a stop or
    ///   expense id another trip holds is refused the same way.
    package func save(_ trip: Trip, rulesChecked: Bool, new: Bool = false) throws {
        // Text the stored trip already holds passes (see TripRules), and so do payers it already named
        // who are not on it, so a trip stored before those rules can still be repaired; the stored
        // copy is only read when the first check fails.
        if !rulesChecked, TripRules.violation(in: trip) != nil,
            let violation = try self.trip(id: trip.id).map({
                TripRules.violation(in: trip, known: $0.texts, strangers: $0.strangers)
            }) ?? TripRules.violation(in: trip)
        {
            throw StoreError.invalid(
                localized(
                    "store.trip-invalid",
                    ["name": VisibleText.quoted(trip.name), "path": violation.path, "problem": violation.message]))
        }
        if trip.status == .traveling, let current = try current(), current.id != trip.id {
            throw StoreError.invalid(localized("store.trip-under-way", ["trip": current.label]))
        }
        try connection.run(
            """
            INSERT INTO trips (id, name, status, start_date, end_date, notes, created_at, updated_at, finished_at,
                time_zone, travel_mode, travel_modes)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, status = excluded.status,
                start_date = excluded.start_date, end_date = excluded.end_date, notes = excluded.notes,
                created_at = excluded.created_at, updated_at = excluded.updated_at, finished_at = excluded.finished_at,
                time_zone = excluded.time_zone, travel_mode = excluded.travel_mode,
                travel_modes = excluded.travel_modes
            """,
            [
                .uuid(trip.id), .text(Self.nfc(trip.name)), .text(trip.status.rawValue), .optional(trip.startDate),
                .optional(trip.endDate), .text(trip.notes), .timestamp(trip.createdAt), .timestamp(trip.updatedAt),
                .optional(trip.finishedAt), .optional(trip.timeZone), .optional(trip.travelMode?.rawValue),
                // Most trips keep no per-mode settings: "{}" needs no JSON encoder.
                .text(trip.travelModes.isEmpty ? "{}" : try Self.compactJSON(trip.travelModes)),
            ])
        try replaceDays(of: trip, new: new)
        try replaceStops(of: trip, new: new)
        try replaceCompanions(of: trip, new: new)
        try replaceExpenses(of: trip, new: new)
    }

    /// Deletes the trip and everything nested in it. Returns false when there was no such trip.
    @discardableResult
    public func delete(id: UUID) throws -> Bool {
        try connection.run("DELETE FROM trips WHERE id = ?1", [.uuid(id)]) > 0
    }

    /// Writes only the stops that changed, so adding one stop to a long trip costs a few rows, not all.
    private func replaceStops(of trip: Trip, new: Bool) throws {
        let stored = new ? [:] : Dictionary(uniqueKeysWithValues: try stops(tripID: trip.id).map { ($0.id, $0) })
        let kept = Set(trip.stops.map(\.id))
        for id in stored.keys where !kept.contains(id) {
            try connection.run("DELETE FROM stops WHERE id = ?1", [.uuid(id)])
        }
        let changed = new ? trip.stops : trip.stops.filter { stored[$0.id] != $0 }
        // Park the rows whose position changes above any real position first, so UNIQUE (trip_id,
        // position) holds after every single statement while stops trade places.
        for stop in changed where stored[stop.id].map({ $0.position != stop.position }) == true {
            try connection.run(
                "UPDATE stops SET position = position + ?2 WHERE id = ?1",
                [.uuid(stop.id), .int(TripRules.maximumStops + 1)])
        }
        let tripID = SQLValue.uuid(trip.id)
        // The WHERE keeps an id that belongs to another trip from being taken over silently.
        try connection.repeating(
            """
            INSERT INTO stops (id, trip_id, position, name, address, latitude, longitude, day, locked, notes,
                spot_id, updated_at, arrival, stay_minutes, opening_hours, travel_mode)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
            ON CONFLICT (id) DO UPDATE SET position = excluded.position,
                name = excluded.name, address = excluded.address, latitude = excluded.latitude,
                longitude = excluded.longitude, day = excluded.day, locked = excluded.locked,
                notes = excluded.notes, spot_id = excluded.spot_id, updated_at = excluded.updated_at,
                arrival = excluded.arrival, stay_minutes = excluded.stay_minutes,
                opening_hours = excluded.opening_hours, travel_mode = excluded.travel_mode
            WHERE stops.trip_id = excluded.trip_id
            """
        ) { insert in
            for stop in changed {
                let written = try insert([
                    .uuid(stop.id), tripID, .int(stop.position), .text(Self.nfc(stop.name)),
                    .text(stop.address),
                    .real(stop.latitude), .real(stop.longitude), .optional(stop.day), .bool(stop.locked),
                    .text(stop.notes), .optional(stop.spotId), .timestamp(stop.updatedAt),
                    .optional(stop.arrival?.description), .optional(stop.stayMinutes),
                    .optional(stop.openingHours?.text), .optional(stop.travelMode?.rawValue),
                ])
                if written == 0 {
                    throw StoreError.conflict(
                        field: "stops[\(stop.position - 1)].id",
                        message: localized("store.stop-id-taken", ["id": stop.id.lowercasedString]))
                }
            }
        }
    }

    private func replaceDays(of trip: Trip, new: Bool) throws {
        if !new { try connection.run("DELETE FROM trip_days WHERE trip_id = ?1", [.uuid(trip.id)]) }
        for day in trip.days {
            try connection.run(
                "INSERT INTO trip_days (trip_id, day, start_time, end_time, lodging) VALUES (?1, ?2, ?3, ?4, ?5)",
                [
                    .uuid(trip.id), .int(day.day), .optional(day.start?.description), .optional(day.end?.description),
                    .optional(try day.lodging.map(Self.compactJSON)),
                ])
        }
    }

    private func replaceCompanions(of trip: Trip, new: Bool) throws {
        if !new { try connection.run("DELETE FROM trip_companions WHERE trip_id = ?1", [.uuid(trip.id)]) }
        let companions = CompanionRepository(connection: connection)
        for (ordinal, companion) in trip.companions.enumerated() {
            let stored: Companion
            do {
                stored = try companions.upsert(companion)
            } catch StoreError.conflict(_, let message) {
                throw StoreError.conflict(field: "companions[\(ordinal)].id", message: message)
            }
            try connection.run(
                "INSERT INTO trip_companions (trip_id, companion_id, ordinal) VALUES (?1, ?2, ?3)",
                [.uuid(trip.id), .uuid(stored.id), .int(ordinal)])
        }
    }

    private func replaceExpenses(of trip: Trip, new: Bool) throws {
        if !new { try connection.run("DELETE FROM expenses WHERE trip_id = ?1", [.uuid(trip.id)]) }
        for (ordinal, expense) in trip.expenses.enumerated() {
            let shares = try Self.compactJSON(expense.shares)
            // This trip's expenses are gone, so a conflict on the id means another trip holds it: the
            // no-op update (WHERE is false) writes no row, which is reported instead of a raw UNIQUE error.
            let written = try connection.run(
                """
                INSERT INTO expenses (id, trip_id, ordinal, amount, currency, description, paid_by, shares,
                    created_at, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                ON CONFLICT (id) DO UPDATE SET ordinal = excluded.ordinal WHERE expenses.trip_id = excluded.trip_id
                """,
                [
                    .uuid(expense.id), .uuid(trip.id), .int(ordinal), .integer(expense.amount), .text(expense.currency),
                    .text(expense.description), .text(expense.paidBy), .text(shares), .timestamp(expense.createdAt),
                    .timestamp(expense.updatedAt),
                ])
            if written == 0 {
                throw StoreError.conflict(
                    field: "expenses[\(ordinal)].id",
                    message: localized("store.expense-id-taken", ["id": expense.id.lowercasedString]))
            }
        }
    }
}

extension TripRepository {
    /// Small values stored as one JSON column: sorted keys, so equal values store equal text.
    static func compactJSON<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
