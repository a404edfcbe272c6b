import Foundation
import TripModel
import TripStore

/// The user's own words for completion: trip, stop and companion names, read from the database
/// without ever creating, migrating or writing it.
///
/// Any problem (no database yet, an older schema, a lock held too long) means no names, never an
/// error: a Tab press must not print messages into the user's command line.
final class CompletionData {
    private let path: String
    private lazy var database: Database? = {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try? Database.openReadOnly(path: path)
    }()

    init(path: String) {
        self.path = path
    }

    /// Every trip's name, current trip first, then as `trip list` orders them.
    func tripNames() -> [String] {
        let summaries = (try? database?.read { try $0.trips.summaries() }) ?? []
        return summaries.sorted { $0.status == .traveling && $1.status != .traveling }.map(\.name)
    }

    /// The stop names of the trip `reference` names, or of the current trip when it is nil.
    func stopNames(ofTrip reference: String?) -> [String] {
        let trip = try? database?.read { transaction -> Trip? in
            let summary: TripSummary?
            if let reference {
                summary = try? transaction.trips.find(reference)
            } else {
                summary = try transaction.trips.current()
            }
            guard let summary else { return nil }
            return try transaction.trips.trip(id: summary.id)
        }
        return (trip ?? nil)?.stops.map(\.name) ?? []
    }

    /// Every companion's name, most travelled with first.
    func companionNames() -> [String] {
        let companions = (try? database?.read { try $0.companions.all() }) ?? []
        return companions.sorted { $0.tripCount > $1.tripCount }.map(\.companion.name)
    }
}
