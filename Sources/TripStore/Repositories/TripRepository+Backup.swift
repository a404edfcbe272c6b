public import Foundation
import TripModel

/// What restoring a backup needs beyond everyday editing.
extension TripRepository {
    /// Moves the trip under way, if any other than `id`, back to planning, so that a restore that
    /// replaces the database can store the backup's current trip. The demoted trip is then either
    /// overwritten by the backup's version or removed, in the same transaction.
    /// - Returns: the demoted trip's id, if one was.
    @discardableResult
    public func releaseCurrent(except id: UUID) throws -> UUID? {
        guard let current = try current(), current.id != id else { return nil }
        try connection.run("UPDATE trips SET status = 'planning' WHERE id = ?1", [.uuid(current.id)])
        return current.id
    }
}
