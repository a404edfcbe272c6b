import Foundation
import TripModel

extension LegacyConversion {
    /// What the app's format has no place for, counted over the trips written (and the trips left out).
    public struct NotCarried: Sendable, Equatable, Encodable {
        /// Planning trips, left out: the app knows only a current trip and a history.
        public var planningTrips = 0
        /// Start and end dates (each counts one).
        public var dates = 0
        /// Trips with notes.
        public var tripNotes = 0
        /// Stops with notes.
        public var stopNotes = 0
        /// Stops with a day.
        public var days = 0
        /// Locked stops.
        public var locks = 0
        /// Stops linked to a catalog spot.
        public var spotLinks = 0
        /// Expenses.
        public var expenses = 0

        public init() {}

        /// Each kind with its count in words ("3 stop notes"), in a fixed order, leaving out zeros: for
        /// messages.
        public var phrases: [String] {
            var phrases: [String] = []
            func add(_ count: Int, _ phrase: (Int) -> String) { if count > 0 { phrases.append(phrase(count)) } }
            add(planningTrips) { localized("backup.not-carried-planning-trips", ["count": $0]) }
            add(dates) { localized("backup.not-carried-dates", ["count": $0]) }
            add(tripNotes) { localized("backup.not-carried-trip-notes", ["count": $0]) }
            add(stopNotes) { localized("backup.not-carried-stop-notes", ["count": $0]) }
            add(days) { localized("backup.not-carried-days", ["count": $0]) }
            add(locks) { localized("backup.not-carried-locks", ["count": $0]) }
            add(spotLinks) { localized("backup.not-carried-spot-links", ["count": $0]) }
            add(expenses) { localized("backup.not-carried-expenses", ["count": $0]) }
            return phrases
        }

        mutating func count(_ trip: Trip) {
            dates += (trip.startDate == nil ? 0 : 1) + (trip.endDate == nil ? 0 : 1)
            tripNotes += trip.notes.isEmpty ? 0 : 1
            stopNotes += trip.stops.filter { !$0.notes.isEmpty }.count
            days += trip.stops.filter { $0.day != nil }.count
            locks += trip.stops.filter(\.locked).count
            spotLinks += trip.stops.filter { $0.spotId != nil }.count
            expenses += trip.expenses.count
        }
    }

    /// Converts a trip document into the app's shape, for `trip backup create --format 여행가자곰`.
    ///
    /// The app knows only a current trip (`isTraveling` true) and a history (false), so the rule is:
    /// the `traveling` trip is written as current, `finished` trips as history, and `planning` trips
    /// are left out (returns nil) rather than written as history, where a round trip would bring
    /// them back finished. Stops are written with `turn` = position. Each companion's `objectId` is
    /// the first 24 hex digits of the SHA-256 of its whole UUID: deterministic, and different for
    /// two companions whose ids merely share a prefix.
    public static func legacyTrip(from trip: Trip) -> LegacyTrip? {
        guard trip.status != .planning else { return nil }
        return LegacyTrip(
            name: trip.name, isTraveling: trip.status == .traveling,
            stops: trip.stops.map {
                LegacyStop(
                    name: $0.name, address: $0.address, latitude: $0.latitude, longitude: $0.longitude,
                    turn: $0.position)
            },
            companions: trip.companions.map {
                LegacyCompanion(name: $0.name, isBeingDeleted: false, objectID: objectID(for: $0.id))
            })
    }

    /// The app's 24-hex-digit companion id for one of ours.
    static func objectID(for id: UUID) -> String {
        String(SHA256.hex(of: Data(id.lowercasedString.utf8)).prefix(24))
    }
}
