import Foundation

/// The invariants of a trip document, checked when one is decoded and before one is stored.
///
/// This is the gate every input passes (trip documents, backups, 여행가자곰 files, route files and
/// the command line all end in ``violation(in:)`` through decoding or `TripRepository.save`), so
/// whatever any of them accepts, every command can read, show, export and back up again.
public enum TripRules {
    /// What is wrong with a trip, and where.
    public struct Violation: Equatable, Sendable {
        /// The trip's field at fault (`stops`, `companions`, `endDate`…).
        public let field: String
        /// The index in that list, when the fault is one element.
        public let index: Int?
        /// The element's own field at fault (`name` in `stops[2].name`), when there is one.
        public let key: String?
        public let message: String

        init(field: String, index: Int? = nil, key: String? = nil, message: String) {
            self.field = field
            self.index = index
            self.key = key
            self.message = message
        }

        /// `stops[2].name`, `endDate`.
        public var path: String {
            field + (index.map { "[\($0)]" } ?? "") + (key.map { ".\($0)" } ?? "")
        }
    }

    /// The most stops one trip may hold; protects memory and the route solver from absurd input.
    public static let maximumStops = InputLimits.stops

    /// The first broken invariant, or nil when the trip is valid.
    /// - Parameters:
    ///   - known: text already stored for this trip, exempt from the text rules. A name that came in
    ///     before these rules (or was put into SQLite by hand) must not lock the trip: renaming it, or
    ///     editing one of its stops, is how the user repairs it, and that save must pass.
    ///   - strangers: people the stored trip's expenses already named without them being on the trip
    ///     (``Trip/strangers``), exempt from the rule that expenses name only participants, for the same
    ///     reason; a person who is on the trip is never exempt, so removing a payer is still refused.
    public static func violation(in trip: Trip, known: Set<String> = [], strangers: Set<String> = []) -> Violation? {
        if !known.contains(trip.name),
            let problem = TextRules.nameProblem(
                trip.name, what: localized("subject.the-name"), limit: InputLimits.tripName)
        {
            return Violation(field: "name", message: problem)
        }
        if !known.contains(trip.notes),
            let problem = TextRules.notesProblem(
                trip.notes, what: localized("subject.the-text"), limit: InputLimits.notes)
        {
            return Violation(field: "notes", message: problem)
        }
        if let start = trip.startDate, let end = trip.endDate, end < start {
            return Violation(
                field: "endDate", message: localized("rules.end-before-start", ["end": end, "start": start]))
        }
        if trip.status == .finished, trip.finishedAt == nil {
            return Violation(field: "finishedAt", message: localized("rules.finished-needs-time"))
        }
        if trip.status != .finished, trip.finishedAt != nil {
            return Violation(
                field: "finishedAt", message: localized("rules.unfinished-has-time", ["status": trip.status.rawValue]))
        }
        return timestampViolation(in: trip) ?? stopViolation(trip.stops, known: known)
            ?? companionViolation(trip.companions, known: known)
            ?? expenseViolation(trip.expenses, known: known)
            ?? participantViolation(trip, strangers: strangers) ?? scheduleViolation(trip) ?? sizeViolation(trip)
    }

    static func stopViolation(_ stops: [Stop], known: Set<String>) -> Violation? {
        if stops.count > maximumStops {
            return Violation(field: "stops", message: localized("rules.too-many-stops", ["limit": maximumStops]))
        }
        // A short list is searched, not hashed: hashing each id and building the set cost more than
        // comparing it with the few before it (every stop of a backup comes through here).
        let hashed = stops.count > 32
        var seen = Set<UUID>(minimumCapacity: hashed ? stops.count : 0)
        for (index, stop) in stops.enumerated() {
            if stop.position != index + 1 {
                return Violation(
                    field: "stops", index: index, key: "position",
                    message: localized("rules.stop-position", ["position": stop.position, "expected": index + 1]))
            }
            let repeated = hashed ? !seen.insert(stop.id).inserted : stops[..<index].contains { $0.id == stop.id }
            if repeated {
                return Violation(
                    field: "stops", index: index, key: "id", message: localized("rules.stop-id-twice", ["id": stop.id]))
            }
            if let (key, problem) = StopRules.textProblem(stop, known: known) {
                return Violation(field: "stops", index: index, key: key, message: problem)
            }
            if let problem = StopRules.problem(
                name: stop.name, latitude: stop.latitude, longitude: stop.longitude, day: stop.day)
            {
                return Violation(field: "stops", index: index, message: problem)
            }
            if let stay = stop.stayMinutes, let problem = StopRules.stayProblem(stay) {
                return Violation(field: "stops", index: index, message: problem)
            }
        }
        return nil
    }

    static func companionViolation(_ companions: [Companion], known: Set<String>) -> Violation? {
        if companions.count > InputLimits.companions {
            return Violation(
                field: "companions", message: localized("rules.too-many-companions", ["limit": InputLimits.companions]))
        }
        var ids = Set<UUID>()
        var names = Set<String>()
        for (index, companion) in companions.enumerated() {
            if !ids.insert(companion.id).inserted {
                return Violation(
                    field: "companions", index: index, key: "id",
                    message: localized("rules.companion-id-twice", ["id": companion.id]))
            }
            if !known.contains(companion.name), let problem = Companion.nameProblem(companion.name) {
                return Violation(field: "companions", index: index, key: "name", message: problem)
            }
            if !names.insert(Companion.normalize(companion.name)).inserted {
                return Violation(
                    field: "companions", index: index, key: "name",
                    message: localized("rules.companion-twice", ["name": VisibleText.quoted(companion.name)]))
            }
        }
        return nil
    }

    /// A timestamp outside years 1…9999 UTC would be written as text that no reader accepts, so the
    /// trip could never be listed, exported or backed up again; values built from numbers (a file's
    /// mtime, a 여행가자곰 date) are checked here, text is already checked by the parser.
    static func timestampViolation(in trip: Trip) -> Violation? {
        let tripTimes: [(String, Timestamp?)] = [
            ("createdAt", trip.createdAt), ("updatedAt", trip.updatedAt), ("finishedAt", trip.finishedAt),
        ]
        for case let (field, time?) in tripTimes where !time.isInRange {
            return Violation(field: field, message: outOfRange(time))
        }
        for (index, stop) in trip.stops.enumerated() where !stop.updatedAt.isInRange {
            return Violation(field: "stops", index: index, key: "updatedAt", message: outOfRange(stop.updatedAt))
        }
        for (index, companion) in trip.companions.enumerated() {
            if let time = companion.updatedAt, !time.isInRange {
                return Violation(field: "companions", index: index, key: "updatedAt", message: outOfRange(time))
            }
        }
        for (index, expense) in trip.expenses.enumerated() {
            for (key, time) in [("createdAt", expense.createdAt), ("updatedAt", expense.updatedAt)]
            where !time.isInRange {
                return Violation(field: "expenses", index: index, key: key, message: outOfRange(time))
            }
        }
        return nil
    }

    static func outOfRange(_ time: Timestamp) -> String {
        localized("rules.time-out-of-range", ["time": time])
    }
}
