import Foundation
import TripModel
import TripStore

/// Recognises a 여행가자곰 trip that is already in the database, so restoring a later phone backup
/// (or our own `--format 여행가자곰` export) updates that trip instead of adding a copy.
///
/// The app's file has no ids and no dates, so a trip is recognised by what it holds. The rule:
/// a stored trip is the same trip when its stops, by name and position, are the first stops of the
/// incoming trip (stops added at the end are allowed, since a trip grows while it is under way) and
/// the names agree: equal, or one side unnamed (the incoming trip had no name in the app, or the
/// stored one still has the date name an unnamed trip gets, `YYYY.MM.DD 여행`). Trips without stops
/// are recognised by an equal name. Among several candidates the one with an equal name and then
/// the one with the most stops wins; each stored trip is claimed by one incoming trip at most.
///
/// The recognised trip keeps its id, dates, notes, expenses, and each kept stop's id, day, lock,
/// notes and spot; the newer file decides its name (when it has one), its stops' names, addresses
/// and coordinates, the stops added at the end, its companions (a stored companion who paid or shares
/// a kept expense stays) and whether it is under way or finished. When nothing the app carries differs, the stored trip is handed on untouched, so
/// restoring the same content again changes nothing.
struct LegacyTripMatcher {
    let trips: TripRepository
    private var claimed = Set<UUID>()

    init(trips: TripRepository) {
        self.trips = trips
    }

    /// The trip to restore for `incoming` (converted from `legacy`, stamped `backupTime`).
    mutating func resolve(_ incoming: Trip, legacy: LegacyTrip, backupTime: Timestamp) throws -> Trip {
        if try trips.trip(id: incoming.id) != nil {
            claimed.insert(incoming.id)
            return incoming
        }
        let unnamed = DefaultTripName.isUnnamed(legacy.name)
        let ids =
            try incoming.stops.first.map { try trips.tripIDs(firstStopNamed: $0.name) }
            ?? trips.stoplessTripIDs(named: incoming.name)
        var best: Trip?
        for id in ids where !claimed.contains(id) {
            guard let stored = try trips.trip(id: id), Self.isEarlierCopy(stored, of: incoming, unnamed: unnamed)
            else { continue }
            if let current = best, Self.rank(current, incoming) >= Self.rank(stored, incoming) { continue }
            best = stored
        }
        guard let stored = best else { return incoming }
        claimed.insert(stored.id)
        return Self.update(stored, from: incoming, keepName: unnamed, time: backupTime)
    }

    private static func isEarlierCopy(_ stored: Trip, of incoming: Trip, unnamed: Bool) -> Bool {
        guard stored.stops.count <= incoming.stops.count, stored.stops.isEmpty == incoming.stops.isEmpty else {
            return false
        }
        guard zip(stored.stops, incoming.stops).allSatisfy({ $0.name == $1.name }) else { return false }
        return stored.name == incoming.name || unnamed || looksLikeDateName(stored.name)
    }

    /// Higher is a better candidate: an equal name first, then more stops in common.
    private static func rank(_ stored: Trip, _ incoming: Trip) -> Int {
        (stored.name == incoming.name ? 1_000_000 : 0) + stored.stops.count
    }

    /// The name `trip finish` and a 여행가자곰 restore give an unnamed trip: `2022.10.04 여행`.
    static func looksLikeDateName(_ name: String) -> Bool {
        name.range(of: #"^[0-9]{4}\.[0-9]{2}\.[0-9]{2} 여행$"#, options: .regularExpression) != nil
    }

    private static func update(_ stored: Trip, from incoming: Trip, keepName: Bool, time: Timestamp) -> Trip {
        var trip = stored
        if !keepName { trip.name = incoming.name }
        trip.stops = incoming.stops.enumerated().map { index, new in
            guard index < stored.stops.count else {
                var added = new
                added.id = LegacyConversion.derivedID("stop", stored.id.uuidString, String(index + 1))
                return added
            }
            var kept = stored.stops[index]
            if kept.address != new.address || kept.latitude != new.latitude || kept.longitude != new.longitude {
                kept.address = new.address
                kept.latitude = new.latitude
                kept.longitude = new.longitude
                kept.updatedAt = time
            }
            return kept
        }
        trip.companions = incoming.companions.map { new in
            stored.companions.first { Companion.normalize($0.name) == Companion.normalize(new.name) } ?? new
        }
        // The app has no expenses, so the stored ones stay, and so do the people who paid or share them:
        // dropping them would leave the expenses owed to no one on the trip, which the rules refuse.
        for companion in stored.companions where !trip.expenses(naming: companion.name).isEmpty {
            let name = Companion.normalize(companion.name)
            if !trip.companions.contains(where: { Companion.normalize($0.name) == name }) {
                trip.companions.append(companion)
            }
        }
        switch (incoming.status, stored.status) {
        case (.traveling, _): trip.status = .traveling
        case (_, .finished): break
        default:
            trip.status = .finished
            trip.finishedAt = trip.finishedAt ?? time
        }
        if incoming.status == .traveling { trip.finishedAt = nil }
        guard trip != stored else { return stored }
        trip.updatedAt = max(time, stored.updatedAt)
        return trip
    }
}
