public import Foundation
import TripModel

/// Finding trips by what they hold rather than by id: how a 여행가자곰 backup, which has no ids,
/// is matched with trips restored from it before.
extension TripRepository {
    /// Trips whose first stop is called exactly `name`, in id order.
    public func tripIDs(firstStopNamed name: String) throws -> [UUID] {
        try connection.query(
            "SELECT trip_id FROM stops WHERE position = 1 AND name = ?1 ORDER BY trip_id", [.text(name)]
        ) { try Self.uuid($0, 0) }
    }

    /// Trips without stops called exactly `name`, in id order.
    public func stoplessTripIDs(named name: String) throws -> [UUID] {
        try connection.query(
            "SELECT id FROM trips t WHERE t.name = ?1 AND NOT EXISTS (SELECT 1 FROM stops s WHERE s.trip_id = t.id) "
                + "ORDER BY id", [.text(name)]
        ) { try Self.uuid($0, 0) }
    }
}

extension TripRepository {
    /// Trips that have the companion called `name` (normalized), in id order.
    public func tripIDs(withCompanion name: String) throws -> [UUID] {
        try connection.query(
            """
            SELECT tc.trip_id FROM trip_companions tc JOIN companions c ON c.id = tc.companion_id
            WHERE c.name = ?1 ORDER BY tc.trip_id
            """, [.text(Companion.normalize(name))]
        ) { try Self.uuid($0, 0) }
    }
}
